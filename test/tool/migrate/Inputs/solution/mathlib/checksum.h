/* Included by checksum.c only (C): amp2hip migrate copies it with the C
   source, since the translator, which does not parse C, does not write it. */
#ifndef CHECKSUM_H
#define CHECKSUM_H
#define CHECKSUM_WEIGHT(i) ((i) + 1)
#endif

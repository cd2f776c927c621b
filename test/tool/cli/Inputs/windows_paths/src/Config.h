#pragma once
#define SCALE 2

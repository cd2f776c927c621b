#pragma once
// No AMP here: written unchanged.
inline int plain_value() { return 42; }

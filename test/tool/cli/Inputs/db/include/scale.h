#pragma once
constexpr int scale_factor = SCALE;

// Direct3D skipped, then more errors than the default -ferror-limit (20).
#include <d3d11.h>
int v1 = undeclared1;
int v2 = undeclared2;
int v3 = undeclared3;
int v4 = undeclared4;
int v5 = undeclared5;
int v6 = undeclared6;
int v7 = undeclared7;
int v8 = undeclared8;
int v9 = undeclared9;
int v10 = undeclared10;
int v11 = undeclared11;
int v12 = undeclared12;
int v13 = undeclared13;
int v14 = undeclared14;
int v15 = undeclared15;
int v16 = undeclared16;
int v17 = undeclared17;
int v18 = undeclared18;
int v19 = undeclared19;
int v20 = undeclared20;
int v21 = undeclared21;
int v22 = undeclared22;
int v23 = undeclared23;
int v24 = undeclared24;
int v25 = undeclared25;
int main() {}

// A prefix that does not parse (test/tool/cli/precompile.test).
int missing_initializer = ;

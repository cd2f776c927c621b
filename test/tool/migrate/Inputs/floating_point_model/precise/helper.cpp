int helper() { return 1; }

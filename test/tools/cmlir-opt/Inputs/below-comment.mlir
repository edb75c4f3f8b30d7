// expected-error@below {{symbol declaration}}
// A comment line is the target of the designator above, so this fails.
func @f()

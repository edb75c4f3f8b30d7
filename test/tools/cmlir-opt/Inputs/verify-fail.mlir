// Input for verify-diagnostics-fail.test: every expectation here is wrong.
// expected-warning@+1 {{symbol declaration cannot have public visibility}}
func @near_miss()

// -----
func @unexpected()

// -----
// Two designators on one line form a single greedy message.
func @greedy() // expected-error {{symbol declaration}} expected-error {{public}}

// -----
// expected-error@+2 {{never emitted}}
// expected-note@below {{no note}}
func private @fine()

// -----
// Locations without a file position are always unexpected.
func @named() loc("somewhere")

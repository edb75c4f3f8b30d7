// RUN: cmlir-opt %s -allow-unregistered-dialect -split-input-file -verify-diagnostics -symbol-dce
// RUN: %upstream_opt %s -split-input-file -verify-diagnostics -symbol-dce
// REQUIRES: upstream

// An unregistered op with one region might be a symbol table.
func private @a()
// expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
"foo.region"() ({
  "foo.use"() {s = @a} : () -> ()
}) : () -> ()

// -----

func private @a()
// expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
func @b() {
  "foo.region"() ({
    "foo.use"() {s = @a} : () -> ()
  }) : () -> ()
  return
}

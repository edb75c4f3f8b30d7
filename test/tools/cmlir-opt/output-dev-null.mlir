// A failing run with -o /dev/null must leave /dev/null alone (the output
// file is removed on failure only when it is a regular file): removing it
// breaks every later `> /dev/null` on the machine.
// RUN: not cmlir-opt %s -o /dev/null 2> %t.err
// RUN: test -c /dev/null
// RUN: not cmlir-opt %s -o %t.out 2> %t.err
// RUN: not test -e %t.out
"unregistered.op"() : () -> ()

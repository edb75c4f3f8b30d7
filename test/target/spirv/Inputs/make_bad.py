"""Writes malformed SPIR-V binaries for invalid-binary.test into argv[1]."""
import os
import struct
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def inst(op, *w):
    return [(len(w) + 1) << 16 | op] + list(w)


def header(bound=20, version=0x00010000):
    return [0x07230203, version, 22, bound, 0]


GOOD = (header() + inst(17, 1) + inst(14, 0, 1) +      # Shader, Logical GLSL450
        inst(19, 2) + inst(33, 3, 2) +                  # void, fn type
        inst(54, 2, 4, 0, 3) + inst(248, 5) + inst(253) + inst(56))


def write(name, words=None, raw=None):
    data = raw if raw is not None else struct.pack('<%dI' % len(words), *words)
    with open(os.path.join(out, name), 'wb') as f:
        f.write(data)


write('good.spv', GOOD)
write('not-words.spv', raw=b'\x03\x02\x23\x07\x00')
write('short-header.spv', [0x07230203, 0x00010000])
write('bad-magic.spv', [0x12345678] + GOOD[1:])
write('bad-version.spv', header(version=0x00020000) + GOOD[5:])
write('zero-count.spv', header() + [0x00000011])
write('truncated.spv', GOOD[:-3])
write('overlong.spv', header() + [0x00090011, 1])
write('unknown-opcode.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 2) + inst(33, 3, 2) + inst(54, 2, 4, 0, 3) + inst(248, 5) +
      inst(4000, 7) + inst(253) + inst(56))
write('bad-id.spv', header(bound=6) + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 9))
write('undefined-type.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(32, 7, 6, 11))
write('forward-ref.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 2) + inst(21, 6, 32, 0) + inst(33, 3, 2) +
      inst(54, 2, 4, 0, 3) + inst(248, 5) + inst(128, 6, 8, 9, 9) +
      inst(128, 6, 9, 8, 8) + inst(253) + inst(56))
write('no-end.spv', GOOD[:-1])
write('bad-label.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 2) + inst(33, 3, 2) + inst(54, 2, 4, 0, 3) + inst(248, 5) +
      inst(249, 12) + inst(56))
# OpTypeForwardPointer (recursive structs): ids 6 ptr, 7 int, 8 struct "S"
NAME_S = inst(5, 8, 0x53)
write('fwd-count.spv', header() + inst(17, 1) + inst(14, 0, 1) + inst(39, 6))
write('fwd-undefined.spv', header() + inst(17, 1) + inst(14, 0, 1) + NAME_S +
      inst(39, 6, 6) + inst(21, 7, 32, 0) + inst(30, 8, 6, 7))
write('fwd-unnamed.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(39, 6, 6) + inst(21, 7, 32, 0) + inst(30, 8, 6, 7))
write('fwd-storage.spv', header() + inst(17, 1) + inst(14, 0, 1) + NAME_S +
      inst(39, 6, 6) + inst(21, 7, 32, 0) + inst(30, 8, 6, 7) +
      inst(32, 6, 2, 8))
write('fwd-use.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(39, 6, 6) + inst(59, 6, 9, 6))
write('fwd-twice.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(39, 6, 6) + inst(39, 6, 6))
# a selection header with a phi that its own construct branches back to
write('sel-backedge.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 2) + inst(33, 3, 2) + inst(20, 6) + inst(41, 6, 7) +
      inst(21, 8, 32, 0) + inst(43, 8, 9, 1) + inst(54, 2, 4, 0, 3) +
      inst(248, 5) + inst(249, 10) + inst(248, 10) +
      inst(245, 8, 13, 9, 5, 9, 11) + inst(247, 12, 0) +
      inst(250, 7, 11, 12) + inst(248, 11) + inst(249, 10) + inst(248, 12) +
      inst(253) + inst(56))
# debug information
write('line-count.spv', header() + inst(17, 1) + inst(14, 0, 1) + inst(8, 1, 2))
write('string-unterminated.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(7, 6, 0x41414141))
# OpLine naming no OpString: the file is <unknown>
write('line-nofile.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(19, 2) + inst(33, 3, 2) + inst(54, 2, 4, 0, 3) + inst(248, 5) +
      inst(8, 9, 7, 3) + inst(253) + inst(56))
# OpSpecConstantOp (52): too short, an opcode that is no value op, an
# operand that is not a constant (id 6 is a type)
write('specop-short.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(21, 6, 32, 0) + inst(52, 6, 7))
write('specop-opcode.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(21, 6, 32, 0) + inst(52, 6, 7, 62, 6, 6))
write('specop-operand.spv', header() + inst(17, 1) + inst(14, 0, 1) +
      inst(21, 6, 32, 0) + inst(52, 6, 7, 128, 6, 6))

# Reads `m68k-linux-gnu-objdump -d -m m68k:68000` output and fails (exit 1) if the code holds an
# instruction a 68000 does not have: such words disassemble as '.short'. The one '.short'
# allowed is the trap word that follows each `trap #15` (and `trap #14`) of a system call.
/\.short 0xa[0-9a-f][0-9a-f][0-9a-f]$/ && trap { trap = 0; next }
{ trap = ($0 ~ /trap #1[45]$/) }
/\.short/ { print; bad = 1 }
END { exit bad }

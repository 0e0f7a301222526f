# shortcalls.awk: GCC's -mpcrel calls, `lea (f:w,%pc),%a0` then `jsr (%a0)` (6 bytes, as the
# 68000 has no 32-bit bsr), become `bsr.w f` (4 bytes, the same 16-bit PC-relative reach), and
# the tail calls `lea ...; jmp (%a0)` become `bra.w f`. Only %a0 and %a1, which a call clobbers
# anyway: GCC never keeps a function's address in them across the call. Everything else of the
# assembly passes through unchanged.
function flush() { if (held != "") { print held; held = "" } }
{
    if (held != "") {
        if ($1 == "jsr" && $2 == "(" reg ")") { print "\tbsr.w " target; held = ""; next }
        if ($1 == "jmp" && $2 == "(" reg ")") { print "\tbra.w " target; held = ""; next }
        flush()
    }
    if ($1 == "lea" && match($2, /^\(([A-Za-z_.$][A-Za-z0-9_.$]*):w,%pc\),%a[01]$/)) {
        held = $0
        target = substr($2, 2, index($2, ":w") - 2)
        reg = substr($2, length($2) - 2)
        next
    }
    print
}
END { flush() }

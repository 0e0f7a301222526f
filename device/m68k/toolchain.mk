# The 68k toolchain every Palm OS program of the project builds with (docs/palm_os.md §11):
# Debian's m68k-linux-gnu-gcc for a real MC68000, position-independent code without globals,
# linked flat into a 'code' 1 resource, the C trap wrappers generated from palm_sdk's trap table.
#
# A Makefile includes this file and then, for a program made of C sources SRCS:
#
#     include $(PALM_ROOT)/device/m68k/toolchain.mk
#     $(B)/app.elf: $(B)/app.o $(M68K_RUNTIME)        # objects from $(M68K_CC) $(M68K_CFLAGS)
#     	$(M68K_LINK)
#     $(B)/app.code1: $(B)/app.elf
#     	$(M68K_CODE1)
#
# $(M68K_LINK) links with palm.ld (whose ASSERTs refuse writable globals, pointer tables and
# more than 32 KB); $(M68K_CODE1) checks that the code has no instruction a 68000 lacks and
# cuts the flat image. Objects must depend on $(M68K_TRAPS_H) (the generated header).

# The including Makefile's first target stays its default goal.
_m68k_default_goal := $(.DEFAULT_GOAL)

M68K_DIR := $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
PALM_ROOT ?= $(abspath $(M68K_DIR)/../..)
PYTHON ?= python3
M68K_PREFIX ?= m68k-linux-gnu-
M68K_CC := $(M68K_PREFIX)gcc
M68K_LD := $(M68K_PREFIX)ld
M68K_OBJCOPY := $(M68K_PREFIX)objcopy
M68K_OBJDUMP := $(M68K_PREFIX)objdump

# Where generated and compiled files go (the including Makefile may move it).
M68K_BUILD ?= $(PALM_ROOT)/build/m68k
M68K_INCLUDE := $(M68K_BUILD)/include
M68K_TRAPS_H := $(M68K_INCLUDE)/palm_traps.h

# -m68000: the CPU of every Palm OS 3.x device. -mpcrel: code and constants reached PC-relative,
# A5 left alone. No -mshort (it crashes GCC 12 at -O1 and puts Booleans in the wrong byte): int
# is 32 bits, and the generated wrappers give every trap the Palm stack layout. -fshort-enums:
# enums of one byte, as prc-tools and CodeWarrior lay out Palm structures. No builtins and no
# libc: the runtime below provides what GCC calls (__mulsi3, __divsi3 ..., memcpy, memset).
# -fno-jump-tables: switches as comparisons, so .text holds only instructions (the 68000 check
# disassembles it).
M68K_CFLAGS := -m68000 -mpcrel -O2 -std=gnu11 -ffreestanding -fno-builtin -nostdlib -fshort-enums \
    -fno-jump-tables \
    -fno-asynchronous-unwind-tables -fno-unwind-tables -fno-common \
    -Wall -Wextra -Werror -I$(M68K_DIR)/include -I$(M68K_INCLUDE)
M68K_ASFLAGS := -m68000
M68K_LDFLAGS := -T $(M68K_DIR)/palm.ld -nostdlib --no-undefined -z noexecstack --no-warn-rwx-segments

M68K_RUNTIME := $(M68K_BUILD)/runtime/startup.o $(M68K_BUILD)/runtime/runtime.o \
    $(M68K_BUILD)/runtime/strprintf.o

# $@ from the objects $^ (an ELF kept for the map, the checks and the debugger).
M68K_LINK = $(M68K_LD) $(M68K_LDFLAGS) -Map=$(@:.elf=.map) -o $@ $^

# $@ (the flat code 1) from the ELF $<: refuse 68020+ instructions (a 68000 disassembly shows
# them as '.short'; the trap word after each 'trap #15' is the one '.short' allowed), then copy
# .text and .rodata out.
M68K_CHECK_68000 = $(M68K_OBJDUMP) -d -m m68k:68000 -j .text $< | awk -f $(M68K_DIR)/check68000.awk
M68K_CODE1 = @if ! $(M68K_CHECK_68000); then \
        echo "$<: instructions a 68000 does not have (above); build with -m68000 and the runtime's division" >&2; \
        exit 1; fi; \
    $(M68K_OBJCOPY) -O binary -j .text -j .rodata $< $@

$(M68K_TRAPS_H): $(wildcard $(PALM_ROOT)/palm_sdk/*.py)  # the table, the generator, the constants
	@mkdir -p $(dir $@)
	cd $(PALM_ROOT) && $(PYTHON) -m palm_sdk.c_header -o $@

$(M68K_BUILD)/runtime/%.o: $(M68K_DIR)/%.c $(M68K_TRAPS_H) $(wildcard $(M68K_DIR)/include/*.h)
	@mkdir -p $(dir $@)
	$(M68K_CC) $(M68K_CFLAGS) -c -o $@ $<

$(M68K_BUILD)/runtime/%.o: $(M68K_DIR)/%.S
	@mkdir -p $(dir $@)
	$(M68K_CC) $(M68K_ASFLAGS) -c -o $@ $<

.DEFAULT_GOAL := $(_m68k_default_goal)

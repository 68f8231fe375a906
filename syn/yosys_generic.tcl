# SPDX-License-Identifier: Apache-2.0
# FuseSoC `synth` target: technology-independent Yosys synthesis, the same
# flow as `make synth`. edalize's default template only knows FPGA families
# (synth_ice40, synth_xilinx, ...); an integrator's ASIC flow starts from the
# generic netlist.
yosys -import
source edalize_yosys_procs.tcl

verilog_defaults -push
verilog_defaults -add -defer
set_defines
set_incdirs
read_files
set_params
verilog_defaults -pop

yosys synth -top $top
yosys write_json $name.json

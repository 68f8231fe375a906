// SPDX-License-Identifier: Apache-2.0
// Boot ROM at 0x1000, as QEMU virt's: the hart starts here and the few
// instructions in it pass a0 = hart id, a1 = the device tree's address and
// a2 = 0 to the firmware's entry, as QEMU's boot ROM does, so unmodified
// firmware finds them. Read-only; one port for fetch (the 32 bits at a
// 2-byte aligned address) and one for data (the 64-bit word). Its contents
// come from the simulator harness (tb/soc/soc_sim.cpp); a real SoC would
// have a mask ROM here.
module soc_rom #(
  parameter int BYTES = 256
) (
  input  logic [63:0] iaddr_i,    // byte offset in the ROM
  output logic [31:0] irdata_o,
  input  logic [63:0] daddr_i,
  output logic [63:0] drdata_o
);

  localparam int Words = BYTES / 8;
  localparam int IdxW  = $clog2(Words);

  logic [63:0] mem [Words];

  logic [IdxW-1:0] iidx, iidx_next, didx;
  logic [127:0]    ipair;
  assign iidx      = iaddr_i[IdxW+2:3];
  assign iidx_next = iidx + IdxW'(1);
  assign didx      = daddr_i[IdxW+2:3];
  assign ipair     = {mem[iidx_next], mem[iidx]};
  assign irdata_o  = ipair[16*iaddr_i[2:1] +: 32];
  assign drdata_o  = mem[didx];

  logic unused_addr;
  assign unused_addr = ^{iaddr_i[63:IdxW+3], iaddr_i[0], daddr_i[63:IdxW+3], daddr_i[2:0]};

`ifdef VERILATOR
  export "DPI-C" function soc_rom_write64;
  function void soc_rom_write64(input longint unsigned index, input longint unsigned data);
    mem[index[IdxW-1:0]] = data;
  endfunction
`endif

endmodule

// SPDX-License-Identifier: Apache-2.0
// Behavioural RAM: 64-bit words, IPORTS combinational read ports for fetch
// (each: the 32 bits at a 2-byte aligned address, from one or two words),
// one read/write port for data with byte enables (write at the clock edge).
// soc_top also uses it, write port unused, as the boot ROM.
// Simulation only; a real SoC puts its memory system here.
module soc_ram #(
  parameter int BYTES  = 64 * 1024 * 1024,
  parameter int IPORTS = 1
) (
  input  logic                    clk_i,
  input  logic [IPORTS-1:0][63:0] iaddr_i,    // byte addresses within the RAM
  output logic [IPORTS-1:0][31:0] irdata_o,
  input  logic [63:0] daddr_i,
  input  logic        dwe_i,
  input  logic [7:0]  dbe_i,
  input  logic [63:0] dwdata_i,   // in its byte lanes
  output logic [63:0] drdata_o    // the 64-bit word holding daddr_i
);

  localparam int Words = BYTES / 8;
  localparam int IdxW  = $clog2(Words);

  logic [63:0] mem [Words];

  logic [IdxW-1:0] didx;
  assign didx     = daddr_i[IdxW+2:3];
  assign drdata_o = mem[didx];

  // The 32 bits from halfword iaddr_i[2:1] on: from the word holding it,
  // and only for the last halfword also from the next word (the last word
  // wraps to the first, where nothing executes). Reading the next word only
  // then, and shifting 64 bits rather than selecting from a 128-bit pair,
  // keeps a simulator in single-word arithmetic on every fetch.
  for (genvar p = 0; p < IPORTS; p++) begin : gen_iport
    logic [IdxW-1:0] iidx, iidx_next;
    assign iidx        = iaddr_i[p][IdxW+2:3];
    assign iidx_next   = iidx + IdxW'(1);
    assign irdata_o[p] = (iaddr_i[p][2:1] == 2'd3) ? {mem[iidx_next][15:0], mem[iidx][63:48]} :
                                                     32'(mem[iidx] >> {iaddr_i[p][2:1], 4'b0000});
    logic unused_iaddr;
    assign unused_iaddr = ^{iaddr_i[p][63:IdxW+3], iaddr_i[p][0]};
  end

  // Byte-enable write into the memory array in place: copying a 64 MiB
  // array through a next-state variable is not an option.
  always_ff @(posedge clk_i) begin
    if (dwe_i) begin
      for (int b = 0; b < 8; b++) begin
        if (dbe_i[b]) mem[didx][8*b +: 8] <= dwdata_i[8*b +: 8];
      end
    end
  end

  logic unused_addr;
  assign unused_addr = ^{daddr_i[63:IdxW+3], daddr_i[2:0]};

`ifdef VERILATOR
  // Loader hook for the simulator harness: it writes ELF segments before
  // releasing reset.
  export "DPI-C" function soc_ram_write64;
  function void soc_ram_write64(input longint unsigned index, input longint unsigned data);
    mem[index[IdxW-1:0]] = data;
  endfunction
  export "DPI-C" function soc_ram_read64;
  function longint unsigned soc_ram_read64(input longint unsigned index);
    return mem[index[IdxW-1:0]];
  endfunction
`endif

endmodule

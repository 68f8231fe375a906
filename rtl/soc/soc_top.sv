// SPDX-License-Identifier: Apache-2.0
// The simulated SoC: one hart, boot ROM, RAM, CLINT, UART and test finisher
// on the memory map of contract section 2 (a subset of QEMU virt).
//
//   0x0000_1000  boot ROM          0x1000_0000  UART (16550)
//   0x0010_0000  test finisher     0x8000_0000  RAM (RAM_BYTES)
//   0x0200_0000  CLINT
//
// Any other address answers with an access fault, and so does a store to
// the ROM; code runs from the ROM and RAM only.
module soc_top #(
  parameter int XLEN       = 64,
  parameter int RAM_BYTES  = 64 * 1024 * 1024,
  parameter int IC_PENALTY = 10,
  parameter int DC_PENALTY = 10
) (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic [63:0] boot_addr_i,     // the hart's first instruction
  input  logic        irq_external_i,
  output logic        uart_tx_valid_o,
  output logic [7:0]  uart_tx_data_o,
  output logic        finish_o,
  output logic [15:0] finish_code_o
);

  localparam logic [63:0] RomBase      = 64'h0000_1000;
  localparam int          RomBytes     = 256;
  localparam logic [63:0] RamBase      = 64'h8000_0000;
  localparam logic [63:0] ClintBase    = 64'h0200_0000;
  localparam logic [63:0] UartBase     = 64'h1000_0000;
  localparam logic [63:0] FinisherBase = 64'h0010_0000;

  function automatic logic in_range(input logic [63:0] a, input logic [63:0] base,
                                    input logic [63:0] bytes);
    in_range = (a >= base) && (a - base < bytes);
  endfunction

  logic [XLEN-1:0]   imem_addr, dmem_addr, dmem_wdata, dmem_rdata;
  logic [31:0]       imem_rdata, ram_irdata, rom_irdata;
  logic              imem_err, imem_ram, dmem_req, dmem_we, dmem_err, dmem_ram;
  logic [XLEN/8-1:0] dmem_be;
  logic              irq_software, irq_timer;
  logic [63:0]       mtime;

  core #(
    .XLEN       (XLEN),
    .IC_PENALTY (IC_PENALTY),
    .DC_PENALTY (DC_PENALTY)
  ) u_core (
    .clk_i,
    .rst_ni,
    .boot_addr_i      (XLEN'(boot_addr_i)),
    .imem_addr_o      (imem_addr),
    .imem_rdata_i     (imem_rdata),
    .imem_err_i       (imem_err),
    .imem_cacheable_i (imem_ram),
    .dmem_req_o       (dmem_req),
    .dmem_we_o        (dmem_we),
    .dmem_addr_o      (dmem_addr),
    .dmem_wdata_o     (dmem_wdata),
    .dmem_be_o        (dmem_be),
    .dmem_rdata_i     (dmem_rdata),
    .dmem_err_i       (dmem_err),
    .dmem_cacheable_i (dmem_ram),
    .irq_software_i   (irq_software),
    .irq_timer_i      (irq_timer),
    .irq_external_i,
    .time_i           (mtime)
  );

  // ------------------------------------------------------------ decode
  logic [63:0] iaddr, daddr;
  logic        sel_ram, sel_rom, sel_clint, sel_uart, sel_finisher, imem_rom;
  assign iaddr        = 64'(imem_addr);
  assign daddr        = 64'(dmem_addr);
  assign imem_ram     = in_range(iaddr, RamBase, 64'(RAM_BYTES));
  assign imem_rom     = in_range(iaddr, RomBase, 64'(RomBytes));
  assign imem_err     = !imem_ram && !imem_rom;
  assign imem_rdata   = imem_rom ? rom_irdata : ram_irdata;
  assign sel_ram      = in_range(daddr, RamBase, 64'(RAM_BYTES));
  assign sel_rom      = in_range(daddr, RomBase, 64'(RomBytes));
  assign sel_clint    = in_range(daddr, ClintBase, 64'h1_0000);
  assign sel_uart     = in_range(daddr, UartBase, 64'h100);
  assign sel_finisher = in_range(daddr, FinisherBase, 64'h1000);
  assign dmem_ram     = sel_ram;
  assign dmem_err     = !(sel_ram || (sel_rom && !dmem_we) || sel_clint || sel_uart || sel_finisher);

  // The devices are 64 bits wide; an RV32 access uses the half that
  // address bit 2 selects.
  logic [7:0]  be64;
  logic [63:0] wdata64, rdata64;
  if (XLEN == 32) begin : gen_lanes32
    assign be64       = daddr[2] ? {dmem_be, 4'b0} : {4'b0, dmem_be};
    assign wdata64    = {dmem_wdata, dmem_wdata};
    assign dmem_rdata = daddr[2] ? rdata64[63:32] : rdata64[31:0];
    logic unused_boot_high;
    assign unused_boot_high = ^boot_addr_i[63:32];
  end else begin : gen_lanes64
    assign be64       = dmem_be;
    assign wdata64    = dmem_wdata;
    assign dmem_rdata = rdata64;
  end

  // ------------------------------------------------------------ devices
  logic [63:0] ram_rdata, rom_rdata, clint_rdata;
  logic [7:0]  uart_rdata;

  soc_ram #(
    .BYTES (RAM_BYTES)
  ) u_ram (
    .clk_i,
    .iaddr_i  (iaddr - RamBase),
    .irdata_o (ram_irdata),
    .daddr_i  (daddr - RamBase),
    .dwe_i    (dmem_req && dmem_we && sel_ram),
    .dbe_i    (be64),
    .dwdata_i (wdata64),
    .drdata_o (ram_rdata)
  );

  // The boot ROM: the RAM model with its write port unused. Its few
  // instructions (docs/soc.md) pass a0 = hart id, a1 = the device tree and
  // a2 = 0 to the firmware, as QEMU's boot ROM does; the simulator harness
  // writes them, and a real SoC would have a mask ROM here.
  soc_ram #(
    .BYTES (RomBytes)
  ) u_rom (
    .clk_i,
    .iaddr_i  (iaddr - RomBase),
    .irdata_o (rom_irdata),
    .daddr_i  (daddr - RomBase),
    .dwe_i    (1'b0),
    .dbe_i    (8'h00),
    .dwdata_i (64'h0),
    .drdata_o (rom_rdata)
  );

  soc_clint u_clint (
    .clk_i,
    .rst_ni,
    .req_i          (dmem_req && sel_clint),
    .we_i           (dmem_we),
    .addr_i         (daddr[15:0]),
    .be_i           (be64),
    .wdata_i        (wdata64),
    .rdata_o        (clint_rdata),
    .irq_software_o (irq_software),
    .irq_timer_o    (irq_timer),
    .mtime_o        (mtime)
  );

  soc_uart u_uart (
    .clk_i,
    .rst_ni,
    .req_i      (dmem_req && sel_uart),
    .we_i       (dmem_we),
    .addr_i     (daddr[7:0]),
    .wdata_i    (8'(wdata64 >> {daddr[2:0], 3'b000})),
    .rdata_o    (uart_rdata),
    .tx_valid_o (uart_tx_valid_o),
    .tx_data_o  (uart_tx_data_o)
  );

  soc_finisher u_finisher (
    .req_i    (dmem_req && sel_finisher && daddr[11:0] == 12'h000),
    .we_i     (dmem_we),
    .wdata_i  (wdata64[31:0]),
    .finish_o (finish_o),
    .code_o   (finish_code_o)
  );

  always_comb begin
    rdata64 = '0;
    if (sel_ram)   rdata64 = ram_rdata;
    if (sel_rom)   rdata64 = rom_rdata;
    if (sel_clint) rdata64 = clint_rdata;
    if (sel_uart)  rdata64 = 64'(uart_rdata) << {daddr[2:0], 3'b000};
  end

endmodule

// SPDX-License-Identifier: Apache-2.0
// The simulated SoC: NUM_HARTS harts, boot ROM, RAM, CLINT, UART and test
// finisher on the memory map of contract section 2 (a subset of QEMU virt).
// Every hart has its own core and HPM block; they share the data bus. The
// memory map, the harts' identity and their counters are soc_pkg's,
// generated from the SoC's one description (rtl/soc/soc.def).
//
// Any other address answers with an access fault, and so does a store to
// the ROM; code runs from the ROM and RAM only.
module soc_top #(
  parameter int XLEN       = 64,
  parameter int NUM_HARTS  = soc_pkg::MinHarts,   // MinHarts to MaxHarts
  parameter int RAM_BYTES  = soc_pkg::RamBytes,
  parameter int IC_PENALTY = 10,
  parameter int DC_PENALTY = 10
) (
  input  logic                 clk_i,
  input  logic                 rst_ni,
  input  logic [63:0]          boot_addr_i,     // every hart's first instruction
  input  logic [NUM_HARTS-1:0] irq_external_i,
  output logic                 uart_tx_valid_o,
  output logic [7:0]           uart_tx_data_o,
  output logic                 finish_o,
  output logic [15:0]          finish_code_o
);

`ifndef SYNTHESIS
  // The hart counts the SoC is built with (rtl/soc/soc.def).
  initial begin
    if (NUM_HARTS < soc_pkg::MinHarts || NUM_HARTS > soc_pkg::MaxHarts)
      $fatal(1, "soc_top: NUM_HARTS must be %0d..%0d", soc_pkg::MinHarts, soc_pkg::MaxHarts);
    // The boot layout: the firmware's share at RAM's start, the next stage after it.
    if (RAM_BYTES <= soc_pkg::FwBytes)
      $fatal(1, "soc_top: RAM_BYTES must exceed the firmware's %0d bytes", soc_pkg::FwBytes);
  end
`endif

  function automatic logic in_range(input logic [63:0] a, input logic [63:0] base,
                                    input logic [63:0] bytes);
    in_range = (a >= base) && (a - base < bytes);
  endfunction

  localparam int HartW = (NUM_HARTS > 1) ? $clog2(NUM_HARTS) : 1;

  // Which device an address selects. Each hart decodes its own addresses
  // for its fault and cacheable inputs; the devices decode the bus's.
  function automatic logic [4:0] decode(input logic [63:0] a);
    decode = {in_range(a, soc_pkg::FinisherBase, 64'(soc_pkg::FinisherBytes)),
              in_range(a, soc_pkg::UartBase, 64'(soc_pkg::UartBytes)),
              in_range(a, soc_pkg::ClintBase, 64'(soc_pkg::ClintBytes)),
              in_range(a, soc_pkg::RomBase, 64'(soc_pkg::RomBytes)),
              in_range(a, soc_pkg::RamBase, 64'(RAM_BYTES))};
  endfunction
  localparam int DevRam = 0, DevRom = 1, DevClint = 2, DevUart = 3, DevFinisher = 4;

  // ------------------------------------------------------------ harts
  logic [NUM_HARTS-1:0][63:0]     iaddr;
  logic [NUM_HARTS-1:0][31:0]     ram_irdata, rom_irdata;
  logic [NUM_HARTS-1:0]           dreq, dgnt, dwe;
  logic [NUM_HARTS-1:0][63:0]     daddr_h;
  logic [NUM_HARTS-1:0][XLEN-1:0] dwdata_h;
  logic [NUM_HARTS-1:0][XLEN/8-1:0] dbe_h;
  logic [NUM_HARTS-1:0]           irq_software, irq_timer;
  logic [XLEN-1:0]                dmem_rdata;
  logic                           bus_req, bus_we;
  logic [63:0]                    daddr, mtime;
  logic [XLEN-1:0]                bus_wdata;
  logic [XLEN/8-1:0]              bus_be;
  logic [4:0]                     bsel;
  logic                           sel_ram, sel_rom, sel_clint, sel_uart, sel_finisher;

  for (genvar h = 0; h < NUM_HARTS; h++) begin : gen_hart
    logic [XLEN-1:0] imem_addr, dmem_addr;
    logic [31:0]     imem_rdata;
    logic [4:0]      isel, dsel;
    logic            imem_err, dmem_err;

    assign iaddr[h]   = 64'(imem_addr);
    assign daddr_h[h] = 64'(dmem_addr);
    assign isel       = decode(iaddr[h]);
    assign dsel       = decode(daddr_h[h]);
    // Code runs from the ROM and RAM only; the ROM takes no store.
    assign imem_err   = !isel[DevRam] && !isel[DevRom];
    assign imem_rdata = isel[DevRom] ? rom_irdata[h] : ram_irdata[h];
    assign dmem_err   = !(dsel[DevRam] || (dsel[DevRom] && !dwe[h]) || dsel[DevClint] ||
                          dsel[DevUart] || dsel[DevFinisher]);

    core #(
      .XLEN       (XLEN),
      .IC_PENALTY (IC_PENALTY),
      .DC_PENALTY (DC_PENALTY),
      .NUM_HPM    (soc_pkg::NumHpm),
      .HPM_WIDTH  (soc_pkg::HpmWidth),
      .HART_ID    (h),
      .MVENDORID  (soc_pkg::Mvendorid),
      .MARCHID    (soc_pkg::Marchid),
      .MIMPID     (soc_pkg::Mimpid)
    ) u_core (
      .clk_i,
      .rst_ni,
      .boot_addr_i      (XLEN'(boot_addr_i)),
      .imem_addr_o      (imem_addr),
      .imem_rdata_i     (imem_rdata),
      .imem_err_i       (imem_err),
      .imem_cacheable_i (isel[DevRam]),
      .dmem_req_o       (dreq[h]),
      .dmem_gnt_i       (dgnt[h]),
      .dmem_we_o        (dwe[h]),
      .dmem_addr_o      (dmem_addr),
      .dmem_wdata_o     (dwdata_h[h]),
      .dmem_be_o        (dbe_h[h]),
      .dmem_rdata_i     (dmem_rdata),
      .dmem_err_i       (dmem_err),
      .dmem_cacheable_i (dsel[DevRam]),
      // The granted write of another hart: only RAM holds reservations.
      .snoop_valid_i    (bus_req && bus_we && !dgnt[h] && sel_ram),
      .snoop_addr_i     (XLEN'(daddr)),
      .irq_software_i   (irq_software[h]),
      .irq_timer_i      (irq_timer[h]),
      .irq_external_i   (irq_external_i[h]),
      .time_i           (mtime)
    );
  end

  // ------------------------------------------------------------ data bus
  // One access a cycle, round robin: the first requesting hart after the
  // one granted last. An AMO's read and write are one access, so AMOs and
  // LR/SC are atomic across harts. With one hart every request is granted
  // in its cycle.
  logic [HartW-1:0] last_q, last_d, granted;
  always_comb begin
    dgnt    = '0;
    granted = last_q;
    for (int k = NUM_HARTS; k >= 1; k--) begin
      // Walked from the farthest hart back, so the nearest request wins.
      int idx;
      idx = int'(last_q) + k;
      if (idx >= NUM_HARTS) idx -= NUM_HARTS;
      if (dreq[idx]) granted = HartW'(idx);
    end
    if (dreq[granted]) dgnt[granted] = 1'b1;
    last_d = (|dreq) ? granted : last_q;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) last_q <= HartW'(NUM_HARTS - 1);  // hart 0 goes first
    else         last_q <= last_d;
  end

  assign bus_req   = |dreq;
  assign bus_we    = dwe[granted];
  assign daddr     = daddr_h[granted];
  assign bus_wdata = dwdata_h[granted];
  assign bus_be    = dbe_h[granted];

  assign bsel         = decode(daddr);
  assign sel_ram      = bsel[DevRam];
  assign sel_rom      = bsel[DevRom];
  assign sel_clint    = bsel[DevClint];
  assign sel_uart     = bsel[DevUart];
  assign sel_finisher = bsel[DevFinisher];

  // The devices are 64 bits wide; an RV32 access uses the half that
  // address bit 2 selects.
  logic [7:0]  be64;
  logic [63:0] wdata64, rdata64;
  if (XLEN == 32) begin : gen_lanes32
    assign be64       = daddr[2] ? {bus_be, 4'b0} : {4'b0, bus_be};
    assign wdata64    = {bus_wdata, bus_wdata};
    assign dmem_rdata = daddr[2] ? rdata64[63:32] : rdata64[31:0];
    logic unused_boot_high;
    assign unused_boot_high = ^boot_addr_i[63:32];
  end else begin : gen_lanes64
    assign be64       = bus_be;
    assign wdata64    = bus_wdata;
    assign dmem_rdata = rdata64;
  end

  // ------------------------------------------------------------ devices
  logic [63:0] ram_rdata, rom_rdata, clint_rdata;
  logic [7:0]  uart_rdata;

  // Each hart fetches through a read port of its own (the L1I of a real
  // SoC); data goes through the bus.
  function automatic logic [NUM_HARTS-1:0][63:0] iaddr_rel(input logic [NUM_HARTS-1:0][63:0] a,
                                                            input logic [63:0] base);
    for (int h = 0; h < NUM_HARTS; h++) iaddr_rel[h] = a[h] - base;
  endfunction

  soc_ram #(
    .BYTES  (RAM_BYTES),
    .IPORTS (NUM_HARTS)
  ) u_ram (
    .clk_i,
    .iaddr_i  (iaddr_rel(iaddr, soc_pkg::RamBase)),
    .irdata_o (ram_irdata),
    .daddr_i  (daddr - soc_pkg::RamBase),
    .dwe_i    (bus_req && bus_we && sel_ram),
    .dbe_i    (be64),
    .dwdata_i (wdata64),
    .drdata_o (ram_rdata)
  );

  // The boot ROM: the RAM model with its write port unused. Its few
  // instructions (docs/soc.md) pass a0 = hart id, a1 = the device tree and
  // a2 = 0 to the firmware, as QEMU's boot ROM does; the simulator harness
  // writes them, and a real SoC would have a mask ROM here.
  soc_ram #(
    .BYTES  (soc_pkg::RomBytes),
    .IPORTS (NUM_HARTS)
  ) u_rom (
    .clk_i,
    .iaddr_i  (iaddr_rel(iaddr, soc_pkg::RomBase)),
    .irdata_o (rom_irdata),
    .daddr_i  (daddr - soc_pkg::RomBase),
    .dwe_i    (1'b0),
    .dbe_i    (8'h00),
    .dwdata_i (64'h0),
    .drdata_o (rom_rdata)
  );

  soc_clint #(
    .NUM_HARTS (NUM_HARTS)
  ) u_clint (
    .clk_i,
    .rst_ni,
    .req_i          (bus_req && sel_clint),
    .we_i           (bus_we),
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
    .req_i      (bus_req && sel_uart),
    .we_i       (bus_we),
    .addr_i     (daddr[7:0]),
    .wdata_i    (8'(wdata64 >> {daddr[2:0], 3'b000})),
    .rdata_o    (uart_rdata),
    .tx_valid_o (uart_tx_valid_o),
    .tx_data_o  (uart_tx_data_o)
  );

  soc_finisher u_finisher (
    .req_i    (bus_req && sel_finisher && daddr[11:0] == 12'h000),
    .we_i     (bus_we),
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

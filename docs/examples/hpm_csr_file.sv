// SPDX-License-Identifier: Apache-2.0
//
// A small example of what a core does around the HPM block
// (docs/integration.md): the CSR-file side of every rule there, for a hart
// that commits at most one instruction a cycle and whose own CSR file is
// reduced to the one bit the block needs from it, mip.LCOFIP. rtl/core is
// the full example, inside a five-stage core.
//
// - A CSR instruction reaches the block only in the cycle it commits
//   (csr_valid_i), so a squashed or trapping instruction changes nothing.
// - csrrs/csrrc with rs1 = x0 (or a zero uimm) do not write (csr_write_i
//   low), so they may read the read-only counters; csrrw always writes.
// - The write value is the set/clear applied to the value the block reads
//   in the same cycle (csr_rdata_o is combinational).
// - The committing instruction's own retirement goes to instret_i in the
//   same cycle as its access, so `csrw minstret, 0` leaves 0 and a read of
//   minstret returns the count before the reading instruction.
// - An access no one owns, or one the block refuses, raises an exception
//   and does not retire.
// - lcofi_o sets mip.LCOFIP, which stays set until software clears it
//   through mip, or through sip when mideleg.LCOFI (bit 13) delegates it.
// - stopcount_i is Debug Mode with dcsr.stopcount set.
module hpm_csr_file #(
  parameter int XLEN       = 64,
  parameter int NUM_HPM    = 4,
  parameter int HPM_WIDTH  = 48,
  parameter int NUM_EVENTS = 8,
  parameter int EVENT_W    = 1
) (
  input  logic                          clk_i,
  input  logic                          rst_ni,
  // The instruction committing in this cycle, and the privilege it ran in.
  input  logic                          commit_valid_i,
  input  logic [1:0]                    priv_i,
  input  logic                          csr_i,             // it is a CSR instruction
  input  logic [1:0]                    csr_op_i,          // funct3[1:0]: 1 csrrw, 2 csrrs, 3 csrrc
  input  logic [11:0]                   csr_addr_i,
  input  logic [XLEN-1:0]               csr_operand_i,     // rs1, or the zero-extended uimm
  input  logic                          csr_operand_x0_i,  // rs1 is x0 (uimm is 0)
  output logic [XLEN-1:0]               csr_rdata_o,       // the value for rd
  output logic                          csr_illegal_o,     // raise illegal-instruction, do not retire
  // The rest of the hart.
  input  logic                          clock_running_i,   // 0 while stopped in WFI
  input  logic [NUM_EVENTS*EVENT_W-1:0] events_i,          // event 0 is ignored
  input  logic [63:0]                   mtime_i,           // the platform's mtime
  input  logic                          debug_mode_i,
  input  logic                          dcsr_stopcount_i,
  input  logic                          mideleg_lcofi_i,   // mideleg bit 13
  output logic                          lcofip_o           // mip.LCOFIP, to the interrupt logic
);

  localparam logic [11:0] CsrMip = 12'h344;
  localparam logic [11:0] CsrSip = 12'h144;
  localparam int          Lcofi  = 13;

  // ---------------------------------------------------------------------------
  // The access as the block wants it
  // ---------------------------------------------------------------------------
  logic            access, csr_write, retire;
  logic [XLEN-1:0] hpm_rdata, old_value, new_value;
  logic            hpm_hit, hpm_illegal, hpm_virtual, lcofi;

  assign access    = commit_valid_i && csr_i;
  assign csr_write = (csr_op_i == 2'b01) || !csr_operand_x0_i;

  // The one CSR of this file: mip.LCOFIP, and its view in sip.
  logic own_mip, own_sip, own_hit, own_illegal, lcofip_d, lcofip_q;
  logic [XLEN-1:0] own_rdata;
  assign own_mip     = (csr_addr_i == CsrMip);
  assign own_sip     = (csr_addr_i == CsrSip);
  assign own_hit     = own_mip || own_sip;
  // mip needs M; sip needs S or M (priv 2 is reserved: treated as U).
  assign own_illegal = (own_mip && priv_i != 2'b11) || (own_sip && priv_i[0] == 1'b0);
  // sip shows LCOFIP only while it is delegated.
  always_comb begin
    own_rdata        = '0;
    own_rdata[Lcofi] = lcofip_q && (own_mip || mideleg_lcofi_i);
  end

  assign old_value = hpm_hit ? hpm_rdata : own_rdata;
  always_comb begin
    unique case (csr_op_i)
      2'b10:   new_value = old_value | csr_operand_i;
      2'b11:   new_value = old_value & ~csr_operand_i;
      default: new_value = csr_operand_i;
    endcase
  end

  // No owner, or refused by its owner: an exception (a virtual-instruction
  // fault only in a hart with the H extension; this one has none).
  assign csr_illegal_o = access && (hpm_hit ? (hpm_illegal || hpm_virtual) : (own_hit ? own_illegal : 1'b1));
  assign csr_rdata_o   = old_value;
  assign retire        = commit_valid_i && !csr_illegal_o;

  // ---------------------------------------------------------------------------
  // mip.LCOFIP: sticky, software-writable, set by an overflow even in the
  // cycle software clears it
  // ---------------------------------------------------------------------------
  always_comb begin
    lcofip_d = lcofip_q;
    if (access && csr_write && !csr_illegal_o && (own_mip || (own_sip && mideleg_lcofi_i))) begin
      lcofip_d = new_value[Lcofi];
    end
    if (lcofi) lcofip_d = 1'b1;
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      lcofip_q <= 1'b0;
    end else begin
      lcofip_q <= lcofip_d;
    end
  end

  assign lcofip_o = lcofip_q;

  hpm #(
    .XLEN       (XLEN),
    .NUM_HPM    (NUM_HPM),
    .HPM_WIDTH  (HPM_WIDTH),
    .NUM_EVENTS (NUM_EVENTS),
    .EVENT_W    (EVENT_W),
    .RET_W      (1),
    .H_EXT      (0),
    // Without menvcfg and siselect in this CSR file, no counter delegation
    // (docs/integration.md, Counter delegation).
    .CDELEG     (0)
  ) u_hpm (
    .clk_i,
    .rst_ni,
    .priv_i        (priv_i),
    .virt_i        (1'b0),
    .csr_valid_i   (access),
    .csr_addr_i    (csr_addr_i),
    .csr_write_i   (csr_write),
    .csr_wdata_i   (new_value),
    .csr_rdata_o   (hpm_rdata),
    .csr_hit_o     (hpm_hit),
    .csr_illegal_o (hpm_illegal),
    .csr_virtual_o (hpm_virtual),
    .cycle_i       (clock_running_i),
    .instret_i     (retire),
    .events_i      (events_i),
    .time_i        (mtime_i),
    .stopcount_i   (debug_mode_i && dcsr_stopcount_i),
    .menvcfg_cde_i (1'b0),
    .siselect_i    ({XLEN{1'b0}}),
    .vsiselect_i   ({XLEN{1'b0}}),
    .lcofi_o       (lcofi)
  );

endmodule

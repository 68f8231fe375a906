// SPDX-License-Identifier: Apache-2.0
// The hardware page-table walker of Sv39 (RV64) and Sv32 (RV32), shared by
// the ITLB and the DTLB (privileged spec 10.3.2, with Svade).
//
// A walk starts in the cycle after a TLB miss is accepted and reads one PTE
// a cycle through the data side (the L1D timing model and the PMP, as an
// S-mode read), so a level costs one cycle on an L1D hit and MISS_PENALTY
// more on a miss. It ends with one of:
//   - a fill: a valid leaf, aligned, with A set, goes into the TLB that
//     missed; the requester then hits and makes the permission check;
//   - a fault, held for the requester: a page fault (invalid PTE, W without
//     R, reserved bits, a pointer at level 0, a misaligned superpage, A
//     clear) or an access fault (the PTE read failed the PMP or the bus).
// Whether a fault is the fetch's, the load's or the store's is for the
// requester to say: nothing here depends on the access type.
//
// A redirect from commit (a trap, or a serializing instruction such as
// sfence.vma or a satp write) makes a walk in flight stale: it still runs
// to its end, so the L1D sees whole accesses, but fills nothing and reports
// nothing; and it forgets a held fault, which may no longer be true.
module core_ptw #(
  parameter int XLEN = 64,
  localparam int IdxW   = (XLEN == 64) ? 9 : 10,
  localparam int VpnW   = (XLEN == 64) ? 27 : 20,
  localparam int PpnW   = (XLEN == 64) ? 44 : 22,
  localparam int AsidW  = (XLEN == 64) ? 16 : 9,
  localparam int PaW    = PpnW + 12           // 56 bits, or 34 on Sv32
) (
  input  logic              clk_i,
  input  logic              rst_ni,

  input  logic              start_i,       // a TLB missed; taken when idle
  input  logic              start_data_i,  // it was the DTLB
  input  logic [VpnW-1:0]   start_vpn_i,
  input  logic [PpnW-1:0]   root_ppn_i,    // satp.PPN
  input  logic [AsidW-1:0]  asid_i,        // satp.ASID
  input  logic              flush_i,       // a redirect from commit
  output logic              busy_o,        // walking: the walker owns the data side

  // The PTE read.
  output logic [PaW-1:0]    pte_addr_o,    // read while busy_o
  input  logic              pte_done_i,    // it completes this cycle
  input  logic              pte_err_i,     // with an access fault
  input  logic [XLEN-1:0]   pte_i,

  // A leaf to install at the clock edge: in the ITLB or the DTLB.
  output logic              fill_itlb_o,
  output logic              fill_dtlb_o,
  output logic [VpnW-1:0]   fill_vpn_o,
  output logic [1:0]        fill_level_o,
  output logic [AsidW-1:0]  fill_asid_o,
  output logic [PpnW-1:0]   fill_ppn_o,
  output logic [7:0]        fill_perm_o,

  // The last walk's fault, for the page fault_vpn_o.
  output logic              fault_o,
  output logic              fault_access_o,  // an access fault, else a page fault
  output logic [VpnW-1:0]   fault_vpn_o
);

  localparam int Levels   = (XLEN == 64) ? 3 : 2;
  localparam int PteBytes = XLEN / 8;

  // The walk: which TLB it fills (data), whether a redirect made it stale,
  // the level it reads, that level's table (base) and the VPN it
  // translates; and the last walk's fault, held for the requester.
  typedef struct packed {
    logic            busy, data, stale, fault, fault_access;
    logic [1:0]      level;
    logic [VpnW-1:0] vpn, fault_vpn;
    logic [PpnW-1:0] base;
  } state_t;
  state_t state_q, state_d;
  localparam int StateW = 5 + 2 + 2 * VpnW + PpnW;  // $bits(state_t), see core_flop

  // The PTE this level reads: base * 4096 + VPN[level] * PTE size.
  logic [IdxW-1:0] index;
  assign index      = IdxW'(state_q.vpn >> (IdxW * 32'(state_q.level)));
  assign pte_addr_o = {state_q.base, 12'h000} + PaW'(index) * PaW'(PteBytes);
  assign busy_o     = state_q.busy;

  // The PTE read, decoded.
  logic [PpnW-1:0] pte_ppn;
  logic            pte_reserved, pte_leaf, pte_bad, superpage_misaligned;
  logic [PpnW-1:0] level_mask;
  assign pte_ppn    = pte_i[10 +: PpnW];
  assign pte_leaf   = pte_i[core_pkg::PteR] || pte_i[core_pkg::PteX];
  assign level_mask = PpnW'((PpnW'(1) << (IdxW * 32'(state_q.level))) - PpnW'(1));
  assign superpage_misaligned = (pte_ppn & level_mask) != '0;
  if (XLEN == 64) begin : gen_sv39_reserved
    // Bits 63:54 (N, PBMT and reserved): no Svnapot, no Svpbmt.
    assign pte_reserved = pte_i[XLEN-1 -: 10] != '0;
  end else begin : gen_sv32_reserved
    assign pte_reserved = 1'b0;
  end
  assign pte_bad = !pte_i[core_pkg::PteV] || (pte_i[core_pkg::PteW] && !pte_i[core_pkg::PteR]) ||
                   pte_reserved ||
                   (pte_leaf ? (superpage_misaligned || !pte_i[core_pkg::PteA]) : (state_q.level == 2'd0));

  logic finish, finish_fault;
  assign finish       = state_q.busy && pte_done_i && (pte_err_i || pte_bad || pte_leaf);
  assign finish_fault = pte_err_i || pte_bad;

  assign fill_itlb_o  = finish && !finish_fault && !state_q.stale && !flush_i && !state_q.data;
  assign fill_dtlb_o  = finish && !finish_fault && !state_q.stale && !flush_i && state_q.data;
  assign fill_vpn_o   = state_q.vpn;
  assign fill_level_o = state_q.level;
  assign fill_asid_o  = asid_i;
  assign fill_ppn_o   = pte_ppn;
  assign fill_perm_o  = pte_i[7:0];

  assign fault_o        = state_q.fault;
  assign fault_access_o = state_q.fault_access;
  assign fault_vpn_o    = state_q.fault_vpn;

  always_comb begin
    state_d       = state_q;
    state_d.stale = state_q.stale || flush_i;
    state_d.fault = state_q.fault && !flush_i;
    if (!state_q.busy) begin
      if (start_i) begin
        state_d.busy  = 1'b1;
        state_d.data  = start_data_i;
        state_d.stale = flush_i;
        state_d.level = 2'(Levels - 1);
        state_d.base  = root_ppn_i;
        state_d.vpn   = start_vpn_i;
        state_d.fault = 1'b0;
      end
    end else if (finish) begin
      state_d.busy = 1'b0;
      if (finish_fault && !state_q.stale && !flush_i) begin
        state_d.fault        = 1'b1;
        state_d.fault_access = pte_err_i;
        state_d.fault_vpn    = state_q.vpn;
      end
    end else if (pte_done_i) begin
      // A pointer to the next level.
      state_d.level = state_q.level - 2'd1;
      state_d.base  = pte_ppn;
    end
  end

  core_flop #(.Width(StateW)) u_state (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(state_d), .q_o(state_q)
  );

endmodule

// SPDX-License-Identifier: Apache-2.0
// A fully associative TLB (the ITLB or the DTLB) of Sv39 (RV64) or Sv32
// (RV32) leaf translations. An entry holds a page of any level (4 KiB,
// 2 MiB / 4 MiB, 1 GiB), its ASID, and the PTE bits the permission check
// needs. The walker fills it only with leaves it found valid, aligned and
// accessed (Svade), so a hit is a translation; whether the access may use
// it is decided by the caller from perm_o. Fills replace entries round
// robin. sfence.vma drops entries by address, by ASID, by both or all of
// them (privileged spec 10.2.1): a global entry survives an ASID-selective
// flush.
module core_tlb #(
  parameter int XLEN    = 64,
  parameter int ENTRIES = 8,    // >= 1
  // Sv39 on RV64, Sv32 on RV32
  localparam int IdxW  = (XLEN == 64) ? 9 : 10,   // VPN bits per level
  localparam int VpnW  = (XLEN == 64) ? 27 : 20,
  localparam int PpnW  = (XLEN == 64) ? 44 : 22,
  localparam int AsidW = (XLEN == 64) ? 16 : 9
) (
  input  logic                  clk_i,
  input  logic                  rst_ni,

  // Lookup of one virtual page, combinational.
  input  logic                  lookup_i,     // translation is on: search
  input  logic [VpnW-1:0]       vpn_i,
  input  logic [AsidW-1:0]      asid_i,
  output logic                  hit_o,
  output logic [PpnW-1:0]       ppn_o,        // the 4 KiB frame of vpn_i
  output logic [7:0]            perm_o,       // PTE bits 7:0: D A G U X W R V

  // A leaf the walker found, installed at the clock edge.
  input  logic                  fill_i,
  input  logic [VpnW-1:0]       fill_vpn_i,
  input  logic [1:0]            fill_level_i, // 0: 4 KiB page, 1 and 2: superpages
  input  logic [AsidW-1:0]      fill_asid_i,
  input  logic [PpnW-1:0]       fill_ppn_i,
  input  logic [7:0]            fill_perm_i,

  // sfence.vma, at the clock edge.
  input  logic                  flush_i,
  input  logic                  flush_by_vpn_i,   // rs1 != x0
  input  logic                  flush_by_asid_i,  // rs2 != x0
  input  logic [VpnW-1:0]       flush_vpn_i,
  input  logic [AsidW-1:0]      flush_asid_i
);

  localparam int PtrW  = (ENTRIES > 1) ? $clog2(ENTRIES) : 1;

  logic            valid_q [ENTRIES];
  logic [VpnW-1:0] vpn_q   [ENTRIES];
  logic [VpnW-1:0] mask_q  [ENTRIES];  // VPN bits a superpage does not translate
  logic [AsidW-1:0] asid_q [ENTRIES];
  logic [PpnW-1:0] ppn_q   [ENTRIES];
  logic [7:0]      perm_q  [ENTRIES];
  logic [PtrW-1:0] next_q;


  // An entry covers a page when the page lies in it; a lookup hit also needs
  // the entry to belong to the address space (or to be global). A macro, not
  // a function: the lookup runs for every entry in every cycle with paging
  // on, and Verilator keeps the arguments of a function inlined into a loop
  // or branch in memory instead of machine registers.
`define TLB_COVERS(valid, base, mask, vpn) ((valid) && ((((vpn) ^ (base)) & ~(mask)) == '0))

  logic [VpnW-1:0] offset;  // the VPN bits a superpage hit passes through

  always_comb begin
    hit_o  = 1'b0;
    ppn_o  = '0;
    perm_o = '0;
    offset = '0;
    if (lookup_i) begin
      for (int e = 0; e < ENTRIES; e++) begin
        if (`TLB_COVERS(valid_q[e], vpn_q[e], mask_q[e], vpn_i) &&
            (perm_q[e][core_pkg::PteG] || asid_q[e] == asid_i)) begin
          hit_o  = 1'b1;
          offset = vpn_i & mask_q[e];
          ppn_o  = ppn_q[e] | {{(PpnW-VpnW){1'b0}}, offset};
          perm_o = perm_q[e];
        end
      end
    end
  end

  logic [VpnW-1:0] fill_mask;
  logic [PpnW-1:0] fill_frame;  // the first 4 KiB frame of the page
  assign fill_mask  = VpnW'((VpnW'(1) << (IdxW * 32'(fill_level_i))) - VpnW'(1));
  assign fill_frame = fill_ppn_i & ~{{(PpnW-VpnW){1'b0}}, fill_mask};

  // Entries are written in place, like a RAM: a full next-state copy would
  // cost every simulated cycle a pass over the array.
  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      next_q <= '0;
      for (int e = 0; e < ENTRIES; e++) begin
        valid_q[e] <= 1'b0;
        vpn_q[e]   <= '0;
        mask_q[e]  <= '0;
        asid_q[e]  <= '0;
        ppn_q[e]   <= '0;
        perm_q[e]  <= '0;
      end
    end else if (flush_i) begin
      for (int e = 0; e < ENTRIES; e++) begin
        if ((!flush_by_vpn_i || `TLB_COVERS(1'b1, vpn_q[e], mask_q[e], flush_vpn_i)) &&
            (!flush_by_asid_i || (!perm_q[e][core_pkg::PteG] && asid_q[e] == flush_asid_i))) begin
          valid_q[e] <= 1'b0;
        end
      end
    end else if (fill_i) begin
      valid_q[next_q] <= 1'b1;
      vpn_q[next_q]   <= fill_vpn_i & ~fill_mask;
      mask_q[next_q]  <= fill_mask;
      asid_q[next_q]  <= fill_asid_i;
      ppn_q[next_q]   <= fill_frame;
      perm_q[next_q]  <= fill_perm_i;
      next_q          <= (ENTRIES > 1 && 32'(next_q) != ENTRIES - 1) ? next_q + 1'b1 : '0;
    end
  end

endmodule

`undef TLB_COVERS

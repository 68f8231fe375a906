// SPDX-License-Identifier: Apache-2.0
`include "hpm_harness.svh"

// Attaches the functional cover points (hpm_cover.sv) to every instance of
// the HPM block, in the coverage builds only (make coverage).
bind hpm hpm_cover #(
  `HPM_PASS_PARAMS
) u_hpm_cover (
  .clk_i,
  .rst_ni,
  .mode,
  .csr_valid_i,
  .csr_write_i,
  .csr_addr_i,
  .csr_hit_o,
  .csr_illegal_o,
  .csr_virtual_o,
  .is_shadow_any (is_shadow || is_shadowh),
  .is_hcounteren,
  .is_scounteren,
  .is_scountovf,
  .m_en,
  .s_en,
  .h_en,
  .write_ok,
  .wr_lo,
  .wr_hi,
  // A write of a counter, event or cfg register the access rules allow, to
  // a counter number that may have none (the block's strobes: direct
  // writes by address, delegated ones checked per counter).
  .cnt_write     (|cnt_we),
  .evt_write     (|evt_we),
  .cfg_write     (dir_cfg_write ||
                  (cd_write && cd_cfg_view && (cd_sel_ok[hpm_pkg::IdxCycle] || cd_sel_ok[hpm_pkg::IdxInstret]))),
  .inhibit_write (write_ok && is_inhibit),
  .enable_write  (write_ok && (is_mcounteren || is_scounteren || is_hcounteren)),
  .idx,
  // What the write stores before the WARL rules: the port's data, with
  // the bits a delegated view hides kept (the block merges these only into
  // the registers that have such bits).
  .wdata         ((wdata_port & ~cd_hidden) | (rd & cd_hidden)),
  // The mhpmevent image a write proposes, before the WARL rules (each
  // event register merges its own, hpm_pkg::event_write).
  .evt_merged    (hpm_pkg::merge_write(event_val[idx], (wdata_port & ~cd_hidden) | (event_val[idx] & cd_hidden),
                                       wr_lo, wr_hi)),
  .cycle_i,
  .stopcount_i,
  .menvcfg_cde_i,
  .siselect_i,
  .vsiselect_i,
  .cd_hit,
  .cd_hidden,
  .mcounteren    (mcounteren_q),
  .wdata_port,
  .rd
);

// SPDX-License-Identifier: Apache-2.0
// Physical memory protection check of one access (privileged spec 3.7):
// ENTRIES entries, OFF/TOR/NA4/NAPOT, granularity 4 bytes. The lowest-numbered
// entry that matches any byte of the access decides; it must match all of
// them. With no match, M succeeds and S/U fail. A locked entry binds M too.
module core_pmp #(
  parameter int XLEN    = 64,
  parameter int ENTRIES = core_pkg::PmpEntries
) (
  input  logic [ENTRIES*8-1:0]    cfg_i,    // pmpNcfg, entry N at bits 8N+7:8N
  input  logic [ENTRIES*XLEN-1:0] addr_i,   // pmpaddrN (physical address >> 2)
  input  logic                    check_i,  // an access is made; allowed_o is 1 otherwise
  input  logic [1:0]              priv_i,   // effective privilege of the access
  input  logic [XLEN-1:0]         start_i,  // first byte of the access
  input  logic [3:0]              size_i,   // bytes, 1..8; aligned, but for a 32-bit
                                            // instruction fetched at 2 mod 4 (C)
  input  logic [2:0]              perm_i,   // needed, as pmpcfg's X W R bits; an AMO needs W and R
  output logic                    allowed_o
);

  // Matching works on 4-byte granules, the PMP granularity: pmpaddrN is a
  // granule number, and so are the first and last granules of the access.
  // Everything then fits in XLEN bits (RV64 pmpaddr holds 54, RV32 accesses
  // have 32-bit addresses) and no comparison is wider than 64 bits, which a
  // simulator would evaluate as multi-word arithmetic. Accesses are at most
  // 8 bytes and aligned, or a 2-aligned 32-bit fetch (which at the top of the
  // address space faults on the bus anyway), so the last byte does not wrap.
  //
  // The check is one process whose work sits in the branches that need it:
  // nothing when no access is made, and for each entry only what its mode
  // uses (most entries are OFF), so a simulator does that much and no more.
  logic [XLEN-1:0]    first, last;
  logic [XLEN-1:0]    base, lo, mask;
  logic [ENTRIES-1:0] hit_first, hit_last;

  always_comb begin
    first     = start_i >> 2;
    last      = (start_i + XLEN'(size_i) - XLEN'(1)) >> 2;
    base      = '0;
    lo        = '0;
    mask      = '0;
    hit_first = '0;
    hit_last  = '0;
    allowed_o = 1'b1;
    if (check_i) begin
      for (int i = 0; i < ENTRIES; i++) begin
        base = addr_i[i*XLEN +: XLEN];
        unique case (cfg_i[8*i + core_pkg::PmpcfgA +: 2])
          core_pkg::PmpOff: ;
          core_pkg::PmpTor: begin
            // From pmpaddr(N-1) (0 for entry 0) up to pmpaddrN, exclusive: a
            // TOR entry whose top does not exceed its bottom matches nothing.
            lo           = (i == 0) ? '0 : addr_i[((i == 0) ? 0 : i - 1)*XLEN +: XLEN];
            hit_first[i] = (first >= lo) && (first < base);
            hit_last[i]  = (last >= lo) && (last < base);
          end
          core_pkg::PmpNapot: begin
            // k trailing ones in pmpaddr make a region of 2^(k+1) granules;
            // a & ~(a + 1) isolates those ones.
            mask         = {base[XLEN-2:0] & ~(base[XLEN-2:0] + (XLEN-1)'(1)), 1'b1};
            hit_first[i] = ((first ^ base) & ~mask) == '0;
            hit_last[i]  = ((last ^ base) & ~mask) == '0;
          end
          core_pkg::PmpNa4: begin
            hit_first[i] = first == base;
            hit_last[i]  = last == base;
          end
          default: ;
        endcase
      end

      allowed_o = (priv_i == core_pkg::PrivM);
      for (int i = ENTRIES - 1; i >= 0; i--) begin
        if (hit_first[i] || hit_last[i]) begin
          if (!(hit_first[i] && hit_last[i])) begin
            allowed_o = 1'b0;  // partial match fails, whatever the mode
          end else if (priv_i == core_pkg::PrivM && !cfg_i[8*i + core_pkg::PmpcfgL]) begin
            allowed_o = 1'b1;  // unlocked entries do not bind M
          end else begin
            allowed_o = (cfg_i[8*i + core_pkg::PmpcfgR +: 3] & perm_i) == perm_i;
          end
        end
      end
    end
  end

endmodule

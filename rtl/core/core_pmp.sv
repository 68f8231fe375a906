// Physical memory protection check of one access (privileged spec 3.7):
// 16 entries, OFF/TOR/NA4/NAPOT, granularity 4 bytes. The lowest-numbered
// entry that matches any byte of the access decides; it must match all of
// them. With no match, M succeeds and S/U fail. A locked entry binds M too.
module core_pmp #(
  parameter int XLEN    = 64,
  parameter int ENTRIES = 16
) (
  input  logic [ENTRIES*8-1:0]  cfg_i,    // pmpNcfg, entry N at bits 8N+7:8N
  input  logic [ENTRIES*XLEN-1:0] addr_i, // pmpaddrN (physical address >> 2)
  input  logic [1:0]            priv_i,   // effective privilege of the access
  input  logic [XLEN-1:0]       start_i,  // first byte of the access
  input  logic [3:0]            size_i,   // bytes, 1..8 (aligned accesses only)
  input  logic [2:0]            perm_i,   // one-hot X (2), W (1), R (0)
  output logic                  allowed_o
);

  localparam logic [1:0] AOff   = 2'd0;
  localparam logic [1:0] ATor   = 2'd1;
  localparam logic [1:0] ANapot = 2'd3;

  // pmpaddr holds bits XLEN+1:2 of the address; compare in that unit plus
  // the two low bits, over XLEN+2 bits so RV32 can name 34-bit addresses.
  localparam int AW = XLEN + 2;

  logic [AW-1:0] first, last;
  assign first = AW'(start_i);
  assign last  = AW'(start_i) + AW'(size_i) - AW'(1);

  logic [ENTRIES-1:0] hit_first, hit_last;

  for (genvar i = 0; i < ENTRIES; i++) begin : gen_entry
    logic [1:0]    a;
    logic [AW-1:0] lo;          // TOR: bottom of the range (inclusive)
    logic [AW-1:0] napot_mask;  // NAPOT: the byte-offset bits of the region
    logic [AW-1:0] base;

    assign a    = cfg_i[8*i+3 +: 2];
    assign base = {addr_i[i*XLEN +: XLEN], 2'b00};

    // NAPOT: k trailing ones in pmpaddr make a region of 2^(k+3) bytes;
    // a & ~(a + 1) isolates those ones.
    logic [XLEN-1:0] trailing_ones;
    assign trailing_ones = addr_i[i*XLEN +: XLEN] & ~(addr_i[i*XLEN +: XLEN] + XLEN'(1));
    assign napot_mask    = AW'({trailing_ones, 3'b111});

    if (i == 0) begin : gen_first
      assign lo = (a == ATor) ? '0 : base;
    end else begin : gen_rest
      assign lo = (a == ATor) ? {addr_i[(i-1)*XLEN +: XLEN], 2'b00} : base;
    end

    logic [AW-1:0] napot_lo;
    assign napot_lo = base & ~napot_mask;

    always_comb begin
      unique case (a)
        AOff: begin
          hit_first[i] = 1'b0;
          hit_last[i]  = 1'b0;
        end
        ATor: begin
          // A TOR entry whose top does not exceed its bottom matches nothing.
          hit_first[i] = (first >= lo) && (first < base);
          hit_last[i]  = (last >= lo) && (last < base);
        end
        ANapot: begin
          hit_first[i] = (first & ~napot_mask) == napot_lo;
          hit_last[i]  = (last & ~napot_mask) == napot_lo;
        end
        default: begin  // NA4
          hit_first[i] = (first >= base) && (first <= base + AW'(3));
          hit_last[i]  = (last >= base) && (last <= base + AW'(3));
        end
      endcase
    end
  end

  always_comb begin
    allowed_o = (priv_i == core_pkg::PrivM);
    for (int i = ENTRIES - 1; i >= 0; i--) begin
      if (hit_first[i] || hit_last[i]) begin
        if (!(hit_first[i] && hit_last[i])) begin
          allowed_o = 1'b0;  // partial match fails, whatever the mode
        end else if (priv_i == core_pkg::PrivM && !cfg_i[8*i+7]) begin
          allowed_o = 1'b1;  // unlocked entries do not bind M
        end else begin
          allowed_o = |(cfg_i[8*i +: 3] & perm_i);
        end
      end
    end
  end

endmodule

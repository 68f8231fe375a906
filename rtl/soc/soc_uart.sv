// SPDX-License-Identifier: Apache-2.0
// A 16550 UART as seen by software that polls it (OpenSBI's uart8250,
// Linux's 8250 driver): THR sends a byte at once, so LSR always reports the
// transmitter empty (THRE, TEMT); nothing is ever received (LSR.DR 0, RBR
// reads 0). IER, LCR (DLAB in bit 7), MCR, the divisor latch DLL/DLM and
// the scratch register hold what is written; FCR's FIFO enable shows in
// IIR; MSR reads 0. No interrupt line is raised, but IIR identifies the
// transmitter-empty interrupt as a 16550 does, for drivers that poll IIR
// from a timer when the UART has no interrupt (Linux's 8250 with irq 0):
// with IER.ETBEI set it is pending after each THR write (the byte has gone)
// and after ETBEI is set, and a read of IIR that reports it clears it.
module soc_uart (
  input  logic        clk_i,
  input  logic        rst_ni,
  input  logic        req_i,
  input  logic        we_i,
  input  logic [7:0]  addr_i,    // byte offset
  input  logic [7:0]  wdata_i,   // the addressed byte
  output logic [7:0]  rdata_o,
  output logic        tx_valid_o,
  output logic [7:0]  tx_data_o
);

  localparam logic [2:0] RegData = 3'd0;  // RBR/THR, DLL with DLAB
  localparam logic [2:0] RegIer  = 3'd1;  // IER, DLM with DLAB
  localparam logic [2:0] RegIir  = 3'd2;  // IIR read, FCR write
  localparam logic [2:0] RegLcr  = 3'd3;
  localparam logic [2:0] RegMcr  = 3'd4;
  localparam logic [2:0] RegLsr  = 3'd5;
  localparam logic [2:0] RegScr  = 3'd7;

  // The registers. The divisor latch (dll, dlm), MCR and SCR only hold
  // what is written; fifo is FCR's FIFO enable; thre is the
  // transmitter-empty interrupt, pending.
  typedef struct packed {
    logic [7:0] ier, lcr, mcr, dll, dlm, scr;
    logic       fifo, thre;
  } state_t;
  state_t state_q, state_d;
  localparam int StateW = 6 * 8 + 2;  // $bits(state_t), see core_flop
  // The register itself is a plain vector, the record a view of it (as
  // core_csr's status_bits).
  logic [StateW-1:0] state_bits;
  assign state_q = state_bits;

  logic       dlab, write, read, in_range;
  logic [2:0] reg_sel;

  assign in_range = addr_i[7:3] == 5'd0;
  assign reg_sel  = addr_i[2:0];
  assign dlab     = state_q.lcr[7];
  assign write    = req_i && we_i && in_range;
  assign read     = req_i && !we_i && in_range;

  assign tx_valid_o = write && reg_sel == RegData && !dlab;
  assign tx_data_o  = wdata_i;

  always_comb begin
    state_d = state_q;
    if (read && reg_sel == RegIir && state_q.ier[1] && state_q.thre) state_d.thre = 1'b0;
    if (write) begin
      unique case (reg_sel)
        RegData: begin
          if (dlab) state_d.dll  = wdata_i;
          else      state_d.thre = 1'b1;
        end
        RegIer: begin
          if (dlab) begin
            state_d.dlm = wdata_i;
          end else begin
            state_d.ier = {4'b0, wdata_i[3:0]};
            if (wdata_i[1] && !state_q.ier[1]) state_d.thre = 1'b1;
          end
        end
        RegIir:  state_d.fifo = wdata_i[0];
        RegLcr:  state_d.lcr  = wdata_i;
        RegMcr:  state_d.mcr  = {3'b0, wdata_i[4:0]};
        RegScr:  state_d.scr  = wdata_i;
        default: ;  // LSR and MSR are read-only
      endcase
    end
  end

  always_comb begin
    rdata_o = 8'h00;
    if (in_range) begin
      unique case (reg_sel)
        RegData: rdata_o = dlab ? state_q.dll : 8'h00;
        RegIer:  rdata_o = dlab ? state_q.dlm : state_q.ier;
        RegIir:  rdata_o = {state_q.fifo, state_q.fifo, 4'b0000, (state_q.ier[1] && state_q.thre) ? 2'b10 : 2'b01};
        RegLcr:  rdata_o = state_q.lcr;
        RegMcr:  rdata_o = state_q.mcr;
        RegLsr:  rdata_o = 8'h60;                        // THRE, TEMT
        RegScr:  rdata_o = state_q.scr;
        default: rdata_o = 8'h00;                        // MSR
      endcase
    end
  end

  core_flop #(.Width(StateW)) u_state (
    .clk_i, .rst_ni, .en_i(1'b1), .d_i(state_d), .q_o(state_bits)
  );

endmodule

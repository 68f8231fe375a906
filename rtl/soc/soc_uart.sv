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

  logic [7:0] ier_q, ier_d, lcr_q, lcr_d, mcr_q, mcr_d, dll_q, dll_d, dlm_q, dlm_d, scr_q, scr_d;
  logic       fifo_q, fifo_d;
  logic       thre_q, thre_d;     // transmitter-empty interrupt pending
  logic       dlab, write, read, in_range;
  logic [2:0] reg_sel;

  assign in_range = addr_i[7:3] == 5'd0;
  assign reg_sel  = addr_i[2:0];
  assign dlab     = lcr_q[7];
  assign write    = req_i && we_i && in_range;
  assign read     = req_i && !we_i && in_range;

  assign tx_valid_o = write && reg_sel == RegData && !dlab;
  assign tx_data_o  = wdata_i;

  always_comb begin
    ier_d  = ier_q;
    lcr_d  = lcr_q;
    mcr_d  = mcr_q;
    dll_d  = dll_q;
    dlm_d  = dlm_q;
    scr_d  = scr_q;
    fifo_d = fifo_q;
    thre_d = thre_q;
    if (read && reg_sel == RegIir && ier_q[1] && thre_q) thre_d = 1'b0;
    if (write) begin
      unique case (reg_sel)
        RegData: begin
          if (dlab) dll_d = wdata_i;
          else      thre_d = 1'b1;
        end
        RegIer: begin
          if (dlab) begin
            dlm_d = wdata_i;
          end else begin
            ier_d = {4'b0, wdata_i[3:0]};
            if (wdata_i[1] && !ier_q[1]) thre_d = 1'b1;
          end
        end
        RegIir:  fifo_d = wdata_i[0];
        RegLcr:  lcr_d  = wdata_i;
        RegMcr:  mcr_d  = {3'b0, wdata_i[4:0]};
        RegScr:  scr_d  = wdata_i;
        default: ;  // LSR and MSR are read-only
      endcase
    end
  end

  always_comb begin
    rdata_o = 8'h00;
    if (in_range) begin
      unique case (reg_sel)
        RegData: rdata_o = dlab ? dll_q : 8'h00;
        RegIer:  rdata_o = dlab ? dlm_q : ier_q;
        RegIir:  rdata_o = {fifo_q, fifo_q, 4'b0000, (ier_q[1] && thre_q) ? 2'b10 : 2'b01};
        RegLcr:  rdata_o = lcr_q;
        RegMcr:  rdata_o = mcr_q;
        RegLsr:  rdata_o = 8'h60;                        // THRE, TEMT
        RegScr:  rdata_o = scr_q;
        default: rdata_o = 8'h00;                        // MSR
      endcase
    end
  end

  always_ff @(posedge clk_i or negedge rst_ni) begin
    if (!rst_ni) begin
      ier_q  <= '0;
      lcr_q  <= '0;
      mcr_q  <= '0;
      dll_q  <= '0;
      dlm_q  <= '0;
      scr_q  <= '0;
      fifo_q <= 1'b0;
      thre_q <= 1'b0;
    end else begin
      ier_q  <= ier_d;
      lcr_q  <= lcr_d;
      mcr_q  <= mcr_d;
      dll_q  <= dll_d;
      dlm_q  <= dlm_d;
      scr_q  <= scr_d;
      fifo_q <= fifo_d;
      thre_q <= thre_d;
    end
  end

endmodule

// SPDX-License-Identifier: Apache-2.0
// The transmit side of a 16550 UART: a byte written to THR (+0) is sent;
// LSR (+5) always reports the transmitter empty (bits 5 and 6). Nothing is
// ever received. Other registers accept writes and read 0.
module soc_uart (
  input  logic        req_i,
  input  logic        we_i,
  input  logic [7:0]  addr_i,    // byte offset
  input  logic [7:0]  wdata_i,   // the addressed byte
  output logic [7:0]  rdata_o,
  output logic        tx_valid_o,
  output logic [7:0]  tx_data_o
);

  assign tx_valid_o = req_i && we_i && addr_i == 8'd0;
  assign tx_data_o  = wdata_i;
  assign rdata_o    = (addr_i == 8'd5) ? 8'h60 : 8'h00;

endmodule

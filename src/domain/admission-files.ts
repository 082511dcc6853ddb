/** The file names of an application's PDFs, as the browser saves them and the server names them. */
export const slipFileName = (reg: string) => `slip_${reg}.pdf`;
export const certificateFileName = (reg: string) => `certificate_${reg}.pdf`;

/** English texts of the transaction summary by period (DOMAIN §5.3), merged into `app.reports.*`. */
const financeReports = {
  columns: {
    period: "Period",
  },
};

export default financeReports;

import { appointmentCancellationsReport } from "./defs/appointmentCancellations.js";
import { appointmentsListReport } from "./defs/appointmentsList.js";
import { appointmentsSummaryReport } from "./defs/appointmentsSummary.js";
import { commissionDetailedReport } from "./defs/commissionDetailed.js";
import { reportsDashboardReport } from "./defs/reportsDashboard.js";
import { mainDashboardReport } from "./defs/mainDashboard.js";
import { clientListReport } from "./defs/clientList.js";
import { clientRetentionReport } from "./defs/clientRetention.js";
import { paymentsSummaryReport } from "./defs/paymentsSummary.js";
import { taxesSummaryReport } from "./defs/taxesSummary.js";
import {
  tipsByTeamMemberReport,
  tipsCollectedReport,
} from "./defs/tipsCollected.js";
import { salesSummaryReport } from "./defs/salesSummary.js";
import {
  dailySalesReport,
  transactionSummaryReport,
} from "./defs/transactionSummary.js";
import { stockMovementLogReport } from "./defs/stockMovementLog.js";
import { stockMovementSummaryReport } from "./defs/stockMovementSummary.js";
import { stockOnHandReport } from "./defs/stockOnHand.js";
import { teamWorkingHoursReport } from "./defs/teamWorkingHours.js";
import { vouchersIssuedReport } from "./defs/vouchersIssued.js";
import type { AnyReport } from "./types.js";

/**
 * Every report the API answers, by its DOMAIN §2 name; the engine needs
 * nothing else.
 */
export const REPORTS: readonly AnyReport[] = [
  stockOnHandReport,
  stockMovementLogReport,
  stockMovementSummaryReport,
  appointmentsListReport,
  appointmentsSummaryReport,
  appointmentCancellationsReport,
  clientListReport,
  clientRetentionReport,
  teamWorkingHoursReport,
  salesSummaryReport,
  transactionSummaryReport,
  dailySalesReport,
  paymentsSummaryReport,
  tipsCollectedReport,
  taxesSummaryReport,
  tipsByTeamMemberReport,
  vouchersIssuedReport,
  commissionDetailedReport,
  reportsDashboardReport,
  mainDashboardReport,
];

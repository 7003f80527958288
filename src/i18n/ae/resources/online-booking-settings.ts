import type { CatalogueOf } from "../../en";
import type enOnlineBookingSettings from "../../en/resources/online-booking-settings";

/** Arabic (ae) texts of the online-booking-settings screens (`resources.online-booking-settings`). */
const onlineBookingSettings: CatalogueOf<typeof enOnlineBookingSettings> = {
  name: "الحجز عبر الإنترنت |||| الحجز عبر الإنترنت |||| الحجز عبر الإنترنت |||| الحجز عبر الإنترنت |||| الحجز عبر الإنترنت |||| الحجز عبر الإنترنت",
  fields: {
    enabled: "الحجز عبر الإنترنت مفعّل",
    slug: "عنوان صفحة الحجز",
    slot_interval_minutes: "فترات كل (دقيقة)",
    min_notice_minutes: "أقل مهلة مسبقة (دقيقة)",
    max_advance_days: "الحجز حتى (يومًا مقدمًا)",
    client_cancel_notice_minutes: "يمكن للعميل الإلغاء حتى",
    allow_team_member_selection: "العميل يختار الموظف",
    allow_any_team_member: "عرض خيار «أي موظف متاح»",
    require_phone: "رقم الهاتف مطلوب",
    important_info_text: "معلومات مهمة",
    disabled_message: "رسالة أثناء إيقاف الحجز",
  },
  sections: {
    times: "الأوقات",
    clients: "العملاء",
  },
  helper: {
    slug: "حروف لاتينية صغيرة وأرقام وشرطات؛ فريد بين كل الأنشطة.",
  },
  validation: {
    slug: "من 3 إلى 60 حرفًا لاتينيًا صغيرًا أو رقمًا أو شرطة، يبدأ وينتهي بحرف أو رقم.",
  },
  minutes:
    "قبل %{smart_count} دقيقة |||| قبل دقيقة واحدة |||| قبل دقيقتين |||| قبل %{smart_count} دقائق |||| قبل %{smart_count} دقيقة |||| قبل %{smart_count} دقيقة",
  slot_minutes:
    "%{smart_count} دقيقة |||| دقيقة واحدة |||| دقيقتان |||| %{smart_count} دقائق |||| %{smart_count} دقيقة |||| %{smart_count} دقيقة",
  hours:
    "قبل %{smart_count} ساعة |||| قبل ساعة واحدة |||| قبل ساعتين |||| قبل %{smart_count} ساعات |||| قبل %{smart_count} ساعة |||| قبل %{smart_count} ساعة",
};

export default onlineBookingSettings;

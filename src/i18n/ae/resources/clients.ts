import type { CatalogueOf } from "../../en";
import type enClients from "../../en/resources/clients";

/**
 * Arabic texts of the clients resource (`resources.clients`).
 *
 * `name` has the 6 Arabic forms `zero |||| one |||| two |||| few |||| many
 * |||| other`. React-admin asks for the label with smart_count 1 (singular
 * titles) and 2 (menu, list title), so the "two" form is the definite plural
 * label rather than the dual; 0 feeds "لا يوجد %{name} حتى الآن", and few /
 * many / other follow a number in bulk messages (3 عملاء، 11 عميلًا، 100 عميل).
 */
const clients: CatalogueOf<typeof enClients> = {
  name: "عملاء |||| عميل |||| العملاء |||| عملاء |||| عميلًا |||| عميل",
  fields: {
    id: "المعرّف",
    first_name: "الاسم الأول",
    last_name: "اسم العائلة",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    gender: "الجنس",
    birthday: "تاريخ الميلاد",
    notes: "ملاحظات",
    notify_email: "رسائل البريد الخاصة بالمواعيد",
    notify_sms: "الرسائل النصية الخاصة بالمواعيد",
    marketing_email_opt_in: "رسائل البريد التسويقية",
    marketing_sms_opt_in: "الرسائل النصية التسويقية",
    blocked_online: "محظور من الحجز عبر الإنترنت",
    block_reason: "سبب الحظر",
    referral_source_id: "مصدر العميل",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفون فقط",
    referral_source_id: "مصدر العميل",
  },
  genders: {
    female: "أنثى",
    male: "ذكر",
    non_binary: "غير ثنائي",
    unspecified: "يفضّل عدم الإفصاح",
  },
  sections: {
    contact: "بيانات الاتصال",
    messages: "الرسائل",
    booking: "الحجز عبر الإنترنت",
  },
  tabs: {
    details: "التفاصيل",
    appointments: "المواعيد",
    sales: "المبيعات",
    vouchers: "القسائم",
    memberships: "العضويات",
  },
  empty: {
    title: "لا يوجد عملاء بعد",
    invite: "أضف عميلك الأول مع بيانات الاتصال به.",
    appointments: "لا توجد مواعيد بعد. ستظهر هنا.",
    sales: "لا توجد مبيعات بعد. ستظهر هنا.",
    vouchers: "لم يشترِ هذا العميل أي قسائم بعد.",
    memberships: "ليس لدى هذا العميل عضويات بعد.",
  },
  memberships: {
    membership_id: "العضوية",
    start_date: "تبدأ",
    expiry_date: "تنتهي",
    sessions: "الجلسات المستخدمة",
    unlimited: "غير محدودة",
    status: "الحالة",
    statuses: {
      active: "نشطة",
      expired: "منتهية",
      cancelled: "ملغاة",
    },
  },
  actions: {
    back: "كل العملاء",
  },
  header: {
    archived: "هذا العميل مؤرشف.",
    blocked: "ممنوع من الحجز عبر الإنترنت.",
    blocked_because: "ممنوع من الحجز عبر الإنترنت: %{reason}",
  },
  notifications: {
    contact_missing:
      "أضف بريدًا إلكترونيًا أو رقم جوال ليتسنّى التواصل مع العميل.",
  },
};

export default clients;

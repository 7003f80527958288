import type { CatalogueOf } from "../../en";
import type enClientNotificationTemplates from "../../en/resources/client-notification-templates";

/** Arabic texts of `resources.client-notification-templates`. */
const clientNotificationTemplates: CatalogueOf<
  typeof enClientNotificationTemplates
> = {
  name: "إشعارات العملاء |||| إشعار العميل |||| إشعارات العملاء |||| إشعارات للعملاء |||| إشعارًا للعملاء |||| إشعار للعملاء",
  empty: {
    title: "لا توجد إشعارات للعملاء بعد",
    invite: "أضف الرسائل التي يتلقاها عملاؤك عن مواعيدهم.",
  },
  fields: {
    id: "المعرّف",
    type: "الرسالة",
    reminder_offset_minutes: "وقت الإرسال",
    enabled: "مفعّلة",
    show_price: "إظهار السعر",
    channel_email: "عبر البريد الإلكتروني",
    channel_sms: "عبر الرسائل النصية",
    subject: "موضوع البريد",
    body: "نص الرسالة",
    created_at: "تاريخ الإنشاء",
    updated_at: "آخر تحديث",
  },
  filters: {
    type: "الرسالة",
    enabled: "مفعّلة",
  },
  types: {
    reminder: "تذكير بالموعد",
    new_appointment: "موعد جديد",
    rescheduled_appointment: "تغيير موعد",
    cancelled_appointment: "إلغاء موعد",
    no_show: "عدم الحضور",
    thank_you: "شكرًا لزيارتك",
  },
  offsets: {
    minutes: "قبل %{count} دقيقة",
    hours:
      "قبل %{smart_count} ساعة |||| قبل ساعة واحدة |||| قبل ساعتين |||| قبل %{smart_count} ساعات |||| قبل %{smart_count} ساعة |||| قبل %{smart_count} ساعة",
    days: "قبل %{smart_count} يوم |||| قبل يوم واحد |||| قبل يومين |||| قبل %{smart_count} أيام |||| قبل %{smart_count} يومًا |||| قبل %{smart_count} يوم",
  },
  placeholders: {
    title: "العناصر النائبة المتاحة",
    help: "اكتب العنصر النائب بين قوسين معقوفين، مثل {client_first_name}؛ ويُستبدل عند إرسال الرسالة.",
    client_first_name: "الاسم الأول للعميل",
    business_name: "اسم نشاطك التجاري",
    location_name: "الفرع",
    location_address: "عنوان الفرع",
    date: "تاريخ الموعد",
    time: "وقت الموعد",
    services: "الخدمات المحجوزة",
    team_member: "عضو الفريق",
    price: "السعر (فارغ عند إخفاء السعر)",
    manage_link: "رابط لإدارة الحجز",
  },
  validation: {
    unknown_placeholder:
      "عنصر نائب غير معروف %{names}. استخدم العناصر النائبة المذكورة أدناه فقط.",
    offset_required: "اختر متى يُرسل التذكير قبل الموعد.",
    channel_required:
      "اختر البريد الإلكتروني أو الرسائل النصية أو كليهما لإرسال هذه الرسالة.",
  },
  notifications: {
    reminders_limit: "يمكن تفعيل 3 تذكيرات كحد أقصى، لكل منها وقت مختلف.",
  },
};

export default clientNotificationTemplates;

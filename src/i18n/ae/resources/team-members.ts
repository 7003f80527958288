import type { CatalogueOf } from "../../en";
import type enTeamMembers from "../../en/resources/team-members";

/**
 * Arabic texts of the team-members resource (`resources.team-members`).
 * `name`: `zero |||| one |||| two |||| few |||| many |||| other`, chosen as
 * in clients.ts (the "two" form is the plural label used by menus and lists).
 */
const teamMembers: CatalogueOf<typeof enTeamMembers> = {
  name: "أعضاء في الفريق |||| عضو فريق |||| أعضاء الفريق |||| أعضاء من الفريق |||| عضوًا من الفريق |||| عضو من الفريق",
  fields: {
    id: "المعرّف",
    first_name: "الاسم الأول",
    last_name: "اسم العائلة",
    email: "البريد الإلكتروني",
    mobile: "رقم الجوال",
    phone: "رقم الهاتف",
    job_title: "المسمّى الوظيفي",
    calendar_colour: "لون التقويم",
    employment_start: "تاريخ بدء العمل",
    employment_end: "تاريخ انتهاء العمل",
    bookable_online: "متاح للحجز عبر الإنترنت",
    sort_order: "ترتيب العرض",
    photo_path: "الصورة",
    location_ids: "الفروع",
    service_ids: "الخدمات التي يقدّمها",
    department_id: "القسم",
    login_enabled: "يمكنه تسجيل الدخول",
    has_login: "لديه حساب دخول",
    password: "كلمة مرور الدخول",
    permissions: "الأقسام المسموح لهذا العضو بفتحها",
    archived_at: "مؤرشف",
    created_at: "تاريخ الإنشاء",
    updated_at: "تاريخ التحديث",
  },
  filters: {
    search: "بحث",
    archived: "المؤرشفون فقط",
    location_id: "الفرع",
    department_id: "القسم",
    bookable_online: "متاح للحجز عبر الإنترنت",
  },
  sections: {
    details: "التفاصيل",
    employment: "التوظيف",
    work: "أين يعمل وماذا يقدّم",
    calendar: "التقويم",
    login: "دخول الموظفين",
  },
  login: {
    intro:
      "يسجّل عضو الفريق الدخول بالبريد الإلكتروني أعلاه، ولا يرى إلا الأقسام المحدّدة أدناه.",
    password_hint:
      "مطلوبة عند تفعيل الدخول لأول مرة. اتركها فارغة للإبقاء على كلمة المرور الحالية.",
    email_required: "البريد الإلكتروني مطلوب لحساب دخول الموظف.",
    password_required: "عيّن كلمة مرور لتفعيل الدخول.",
    select_all: "تحديد الكل",
    other: "أخرى",
    presets: {
      reception: "الاستقبال",
      therapist: "المعالج",
      manager: "المدير",
    },
  },
  areas: {
    "2": "التقويم",
    "3": "العملاء",
    "4": "المنتجات",
    "5": "المخزون",
    "6": "الترويج",
    "7": "التقارير: المالية",
    "8": "التقارير: المبيعات",
    "9": "التقارير: المخزون",
    "10": "التقارير: المواعيد",
    "11": "التقارير: العملاء",
    "12": "التقارير: الفريق",
    "13": "لوحة التقارير",
    "14": "الإعدادات",
    "15": "الخدمات",
    "16": "الفريق",
    "17": "الموارد",
    "19": "التقارير: القسائم",
  },
  helpers: {
    calendar_colour: "لون مواعيده في التقويم.",
    sort_order: "الأرقام الأصغر تظهر أولًا في التقويم.",
  },
  no_department: "بلا قسم",
  validation: {
    location_required: "اختر فرعًا واحدًا على الأقل يعمل فيه هذا العضو.",
    employment_order: "لا يمكن أن يسبق تاريخ الانتهاء تاريخ البدء.",
    whole_number: "أدخل عددًا صحيحًا.",
  },
  empty: {
    title: "لا يوجد أعضاء في الفريق بعد",
    invite: "أضف الأشخاص الذين يعملون لديك وأين يعملون وماذا يقدّمون.",
  },
  notifications: {
    invalid_colour: "استخدم لونًا مثل #1A2B3C.",
  },
};

export default teamMembers;

import type { CatalogueOf } from "../en";
import type enLayout from "../en/layout";

/** Arabic texts of the layout pieces; mounted under `app.layout`. */
const layout: CatalogueOf<typeof enLayout> = {
  settings: {
    title: "إعدادات التخطيط",
    open: "فتح إعدادات التخطيط",
    close: "إغلاق إعدادات التخطيط",
    reset: "استعادة الإعدادات الافتراضية",
    layout: {
      label: "التخطيط",
      vertical: "عمودي",
      horizontal: "أفقي",
    },
    width: {
      label: "عرض التخطيط",
      fluid: "بعرض الشاشة",
      boxed: "بعرض محدود",
      scrollable: "قابل للتمرير",
    },
    sidebar: {
      label: "الشريط الجانبي",
      light: "فاتح",
      dark: "داكن",
      compact: "مضغوط",
      icon: "أيقونات فقط",
      colored: "ملوّن",
    },
    topbar: {
      label: "الشريط العلوي",
      light: "فاتح",
      dark: "داكن",
      colored: "ملوّن",
    },
  },
  horizontal: {
    navigation: "القائمة الرئيسية",
    openGroup: "فتح %{name}",
  },
  megaMenu: {
    button: "القائمة الموسّعة",
    columns: {
      appointments: {
        title: "المواعيد",
        calendar: "التقويم",
        bookings: "الحجوزات عبر الإنترنت",
        waitlist: "قائمة الانتظار",
      },
      clients: {
        title: "العملاء",
        list: "قائمة العملاء",
        loyalty: "برنامج الولاء",
        reviews: "التقييمات",
      },
      business: {
        title: "النشاط التجاري",
        sales: "المبيعات اليومية",
        inventory: "المخزون",
        payroll: "الرواتب",
      },
    },
  },
  notifications: {
    button: "الإشعارات",
    title: "الإشعارات",
    viewAll: "عرض الكل",
    items: {
      booking: {
        title: "حجز جديد",
        text: "حجز أحد العملاء جلسة تدليك ليوم غد.",
      },
      stock: {
        title: "مخزون منخفض",
        text: "ثلاثة منتجات دون حدّ إعادة الطلب.",
      },
      review: {
        title: "تقييم جديد",
        text: "ترك أحد العملاء تقييمًا بخمس نجوم.",
      },
    },
  },
  search: {
    label: "بحث",
    placeholder: "بحث…",
  },
  profile: {
    button: "الملف الشخصي",
    profile: "الملف الشخصي",
    wallet: "محفظتي",
    settings: "الإعدادات",
    lockScreen: "قفل الشاشة",
  },
  otp: {
    label: "رمز لمرة واحدة",
    digit: "الرقم %{index} من %{length}",
  },
};

export default layout;

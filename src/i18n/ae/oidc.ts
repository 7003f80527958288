/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "تسجيل الدخول",
  or: "أو",
  sign_in_with: "تسجيل الدخول باستخدام %{name}",
  register_at: "إنشاء حساب لدى %{name}",
  reset_at: "إعادة تعيين كلمة المرور لدى %{name}",
  completing: "جارٍ إكمال تسجيل الدخول…",
  back: "العودة إلى تسجيل الدخول",
  popup_closed:
    "أُغلقت نافذة تسجيل الدخول قبل اكتمال تسجيل الدخول. اختر «تسجيل الدخول باستخدام %{name}» مرة أخرى لتسجيل الدخول في هذه النافذة.",
};

export default oidc;

/** The demo backend (SPEC §7, `app.demo`, src/demo): only in a build made with it. */
const demo = {
  banner:
    "خادم تجريبي: تتم محاكاة تسجيل الدخول والتسجيل في هذا المتصفح فقط. لا تُدخل بيانات حقيقية أبدًا.",
  wrong_credentials: "اسم المستخدم أو كلمة المرور غير صحيحة",
  username_taken: "اسم المستخدم هذا مستخدم بالفعل",
};

export default demo;

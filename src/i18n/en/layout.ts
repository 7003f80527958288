/** English texts of the layout pieces; mounted under `app.layout`. */
export default {
  settings: {
    title: "Layout settings",
    open: "Open layout settings",
    close: "Close layout settings",
    reset: "Reset to defaults",
    layout: {
      label: "Layout",
      vertical: "Vertical",
      horizontal: "Horizontal",
    },
    width: {
      label: "Layout width",
      fluid: "Fluid",
      boxed: "Boxed",
      scrollable: "Scrollable",
    },
    sidebar: {
      label: "Sidebar",
      light: "Light",
      dark: "Dark",
      compact: "Compact",
      icon: "Icon",
      colored: "Colored",
    },
    topbar: {
      label: "Top bar",
      light: "Light",
      dark: "Dark",
      colored: "Colored",
    },
  },
  horizontal: {
    navigation: "Main menu",
    openGroup: "Open %{name}",
  },
  megaMenu: {
    button: "Mega menu",
    columns: {
      appointments: {
        title: "Appointments",
        calendar: "Calendar",
        bookings: "Online bookings",
        waitlist: "Waitlist",
      },
      clients: {
        title: "Clients",
        list: "Client list",
        loyalty: "Loyalty programme",
        reviews: "Reviews",
      },
      business: {
        title: "Business",
        sales: "Daily sales",
        inventory: "Inventory",
        payroll: "Payroll",
      },
    },
  },
  notifications: {
    button: "Notifications",
    title: "Notifications",
    viewAll: "View all",
    items: {
      booking: {
        title: "New booking",
        text: "A client booked a massage for tomorrow.",
      },
      stock: {
        title: "Low stock",
        text: "Three products are below their reorder level.",
      },
      review: {
        title: "New review",
        text: "A client left a five-star review.",
      },
    },
  },
  search: {
    label: "Search",
    placeholder: "Search…",
  },
  profile: {
    button: "Profile",
    profile: "Profile",
    wallet: "My wallet",
    settings: "Settings",
    lockScreen: "Lock screen",
  },
  otp: {
    label: "One-time code",
    digit: "Digit %{index} of %{length}",
  },
};

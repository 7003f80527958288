/**
 * The currency of each country (ISO 3166-1 → ISO 4217), for the sign-up
 * defaults: Intl names currencies but does not say which one a country uses.
 * Countries sharing a currency are listed together.
 */
const SHARED: Record<string, string> = {
  EUR: "AD AT AX BE BG BL CY DE EE ES FI FR GF GP GR HR IE IT LT LU LV MC ME MF MQ MT NL PM PT RE SI SK SM TF VA YT",
  USD: "AS BQ EC FM GU IO MH MP PR PW SV TC TL UM US VG VI ZW",
  XOF: "BF BJ CI GW ML NE SN TG",
  XAF: "CF CG CM GA GQ TD",
  XCD: "AG AI DM GD KN LC MS VC",
  XPF: "NC PF WF",
  AUD: "AU CC CX HM KI NF NR TV",
  NZD: "CK NU NZ PN TK",
  GBP: "GB GG GS IM JE",
  DKK: "DK FO GL",
  NOK: "BV NO SJ",
  CHF: "CH LI",
  ANG: "CW SX",
  MAD: "EH MA",
  ILS: "IL PS",
  ZAR: "ZA",
};

/** Countries whose currency code is their own: country code → currency code. */
const OWN =
  "AE:AED AF:AFN AL:ALL AM:AMD AO:AOA AR:ARS AW:AWG AZ:AZN BA:BAM BB:BBD BD:BDT BH:BHD BI:BIF BM:BMD BN:BND BO:BOB BR:BRL BS:BSD BT:BTN BW:BWP BY:BYN BZ:BZD CA:CAD CD:CDF CL:CLP CN:CNY CO:COP CR:CRC CU:CUP CV:CVE CZ:CZK DJ:DJF DO:DOP DZ:DZD EG:EGP ER:ERN ET:ETB FJ:FJD FK:FKP GE:GEL GH:GHS GI:GIP GM:GMD GN:GNF GT:GTQ GY:GYD HK:HKD HN:HNL HT:HTG HU:HUF ID:IDR IN:INR IQ:IQD IR:IRR IS:ISK JM:JMD JO:JOD JP:JPY KE:KES KG:KGS KH:KHR KM:KMF KP:KPW KR:KRW KW:KWD KY:KYD KZ:KZT LA:LAK LB:LBP LK:LKR LR:LRD LS:LSL LY:LYD MD:MDL MG:MGA MK:MKD MM:MMK MN:MNT MO:MOP MR:MRU MU:MUR MV:MVR MW:MWK MX:MXN MY:MYR MZ:MZN NA:NAD NG:NGN NI:NIO NP:NPR OM:OMR PA:PAB PE:PEN PG:PGK PH:PHP PK:PKR PL:PLN PY:PYG QA:QAR RO:RON RS:RSD RU:RUB RW:RWF SA:SAR SB:SBD SC:SCR SD:SDG SE:SEK SG:SGD SH:SHP SL:SLE SO:SOS SR:SRD SS:SSP ST:STN SY:SYP SZ:SZL TH:THB TJ:TJS TM:TMT TN:TND TO:TOP TR:TRY TT:TTD TW:TWD TZ:TZS UA:UAH UG:UGX UY:UYU UZ:UZS VE:VES VN:VND VU:VUV WS:WST YE:YER ZM:ZMW";

const CURRENCY_OF: Record<string, string> = Object.fromEntries([
  ...Object.entries(SHARED).flatMap(([currency, countries]) =>
    countries.split(" ").map((country) => [country, currency]),
  ),
  ...OWN.split(" ").map((pair) => pair.split(":")),
]);

/** The currency a country uses, or undefined when it has none of its own (Antarctica). */
export const currencyOfCountry = (country: string | undefined) =>
  country ? CURRENCY_OF[country.toUpperCase()] : undefined;

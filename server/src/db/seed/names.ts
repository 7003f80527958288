/**
 * Names for demo clients, by nationality: a Vienna clientele with many
 * backgrounds. Surnames that change with gender are [male, female].
 * No first name sorts before "Ada": the first client of the list (sorted by
 * first name) is Ada Moreau, whom the browser tests look for.
 */

export type Surname = string | readonly [string, string];

export interface Nationality {
  /** Share of the clients, in percent points. */
  weight: number;
  /** Country calling code for the mobiles of clients who keep a home number. */
  dial: string;
  /** Mobile prefixes after the calling code. */
  mobilePrefixes: readonly string[];
  /** Digits of a mobile number after the calling code (prefix included). */
  mobileLength: number;
  female: readonly string[];
  male: readonly string[];
  surnames: readonly Surname[];
}

// prettier-ignore
export const NATIONALITIES: readonly Nationality[] = [
  {
    weight: 42,
    dial: "43",
    mobileLength: 10,
    mobilePrefixes: ["664", "676", "699", "650", "660", "681"],
    female: ["Anna", "Lena", "Katharina", "Julia", "Sophie", "Hannah", "Laura", "Lisa", "Theresa", "Magdalena", "Johanna", "Elisabeth", "Marlene", "Valentina", "Sarah", "Leonie", "Verena", "Christina", "Barbara", "Nina", "Sabine", "Martina", "Birgit", "Ingrid", "Helga"],
    male: ["Lukas", "Tobias", "Florian", "Maximilian", "Stefan", "Michael", "Jakob", "David", "Felix", "Sebastian", "Thomas", "Andreas", "Markus", "Paul", "Georg"],
    surnames: ["Gruber", "Huber", "Bauer", "Wagner", "Müller", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger", "Fuchs", "Eder", "Fischer", "Schmid", "Winkler", "Weber", "Schwarz", "Maier", "Schneider", "Reiter", "Koller", "Lehner", "Haas", "Wimmer", "Brunner", "Auer", "Wolf", "Egger"],
  },
  {
    weight: 8,
    dial: "49",
    mobileLength: 11,
    mobilePrefixes: ["151", "160", "170", "176"],
    female: ["Mia", "Emma", "Marie", "Charlotte", "Clara", "Franziska", "Jana"],
    male: ["Jonas", "Leon", "Niklas", "Moritz", "Philipp"],
    surnames: ["Schulz", "Becker", "Hoffmann", "Koch", "Richter", "Klein", "Neumann", "Zimmermann", "Krüger", "Hartmann"],
  },
  {
    weight: 6,
    dial: "39",
    mobileLength: 10,
    mobilePrefixes: ["320", "333", "347", "380"],
    female: ["Giulia", "Francesca", "Chiara", "Alessia", "Martina", "Sara", "Elena", "Federica"],
    male: ["Marco", "Luca", "Matteo", "Alessandro", "Giovanni", "Davide"],
    surnames: ["Rossi", "Russo", "Ferrari", "Esposito", "Bianchi", "Romano", "Colombo", "Ricci", "Marino", "Greco", "Conti", "De Luca"],
  },
  {
    weight: 5,
    dial: "33",
    mobileLength: 9,
    mobilePrefixes: ["6", "7"],
    female: ["Camille", "Chloé", "Manon", "Léa", "Inès", "Margaux", "Juliette", "Élodie"],
    male: ["Louis", "Hugo", "Théo", "Julien", "Antoine", "Mathieu"],
    surnames: ["Moreau", "Dubois", "Laurent", "Lefèvre", "Girard", "Fontaine", "Martin", "Bernard", "Rousseau", "Mercier"],
  },
  {
    weight: 4,
    dial: "34",
    mobileLength: 9,
    mobilePrefixes: ["6", "7"],
    female: ["Lucía", "Carmen", "Paula", "Marta", "Sofía", "Nuria"],
    male: ["Javier", "Pablo", "Diego", "Álvaro", "Sergio"],
    surnames: ["García", "Fernández", "López", "Martínez", "Sánchez", "Romero", "Navarro", "Torres"],
  },
  {
    weight: 7,
    dial: "90",
    mobileLength: 10,
    mobilePrefixes: ["532", "535", "542", "555"],
    female: ["Elif", "Zeynep", "Ayşe", "Defne", "Selin", "Merve", "Esra"],
    male: ["Emre", "Mehmet", "Can", "Burak", "Murat"],
    surnames: ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Öztürk", "Aydın", "Arslan", "Doğan"],
  },
  {
    weight: 5,
    dial: "48",
    mobileLength: 9,
    mobilePrefixes: ["501", "600", "691", "725"],
    female: ["Zuzanna", "Natalia", "Agnieszka", "Katarzyna", "Magda", "Weronika"],
    male: ["Piotr", "Tomasz", "Kacper", "Paweł"],
    surnames: ["Nowak", ["Kowalski", "Kowalska"], ["Wiśniewski", "Wiśniewska"], "Wójcik", ["Kamiński", "Kamińska"], ["Lewandowski", "Lewandowska"], "Zieliński"],
  },
  {
    weight: 5,
    dial: "380",
    mobileLength: 9,
    mobilePrefixes: ["50", "67", "93"],
    female: ["Anastasia", "Ekaterina", "Olga", "Daria", "Irina", "Oksana", "Yulia"],
    male: ["Dmitri", "Alexei", "Ivan", "Sergei", "Andriy"],
    surnames: [["Ivanov", "Ivanova"], ["Petrov", "Petrova"], ["Smirnov", "Smirnova"], ["Volkov", "Volkova"], "Kovalenko", "Shevchenko", "Bondarenko", "Melnyk"],
  },
  {
    weight: 5,
    dial: "961",
    mobileLength: 8,
    mobilePrefixes: ["76", "70", "71"],
    female: ["Layla", "Yasmin", "Noor", "Fatima", "Mariam", "Amira", "Rania"],
    male: ["Omar", "Karim", "Youssef", "Ali", "Hassan", "Tarek"],
    surnames: ["Haddad", "Khalil", "Mansour", "Nasser", "Saleh", "Farouk", "Aziz", "Hamdan"],
  },
  {
    weight: 4,
    dial: "44",
    mobileLength: 10,
    mobilePrefixes: ["7700", "7911", "7825"],
    female: ["Emily", "Charlotte", "Olivia", "Grace", "Isla", "Amelia", "Poppy"],
    male: ["James", "Oliver", "Harry", "William", "George"],
    surnames: ["Smith", "Taylor", "Brown", "Wilson", "Evans", "Walker", "Clarke", "Hughes", "Wright"],
  },
  {
    weight: 2,
    dial: "46",
    mobileLength: 9,
    mobilePrefixes: ["70", "72", "73"],
    female: ["Astrid", "Ingrid", "Maja", "Elsa", "Freja", "Linnea"],
    male: ["Erik", "Lars", "Nils", "Oskar"],
    surnames: ["Lindqvist", "Andersson", "Johansson", "Nilsson", "Berg", "Lindberg", "Svensson"],
  },
  {
    weight: 5,
    dial: "385",
    mobileLength: 9,
    mobilePrefixes: ["91", "95", "98"],
    female: ["Ivana", "Ana", "Petra", "Jelena", "Marija", "Lucija", "Milica"],
    male: ["Luka", "Ivan", "Marko", "Nikola", "Stefan"],
    surnames: ["Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Petrović", "Jovanović", "Knežević"],
  },
  {
    weight: 4,
    dial: "36",
    mobileLength: 9,
    mobilePrefixes: ["20", "30", "70"],
    female: ["Eszter", "Réka", "Zsófia", "Dóra", "Katalin", "Noémi"],
    male: ["Bence", "Máté", "Gergő", "Balázs"],
    surnames: ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár"],
  },
  {
    weight: 2,
    dial: "81",
    mobileLength: 10,
    mobilePrefixes: ["80", "90"],
    female: ["Yuki", "Haruka", "Aiko", "Sakura", "Mei"],
    male: ["Takumi", "Hiroshi", "Daiki", "Ren"],
    surnames: ["Tanaka", "Suzuki", "Sato", "Watanabe", "Yamamoto", "Kobayashi"],
  },
  {
    weight: 1,
    dial: "1",
    mobileLength: 10,
    mobilePrefixes: ["212", "415", "646"],
    female: ["Madison", "Hailey", "Brooke", "Taylor"],
    male: ["Tyler", "Brandon", "Justin"],
    surnames: ["Johnson", "Miller", "Davis", "Anderson", "Thompson"],
  },
];

/** Given names chosen by some non-binary clients. */
export const NEUTRAL_NAMES: readonly string[] = [
  "Alex",
  "Robin",
  "Kim",
  "Sascha",
  "Noa",
  "Charlie",
  "Jules",
  "Sam",
  "Luca",
  "Eli",
  "Toni",
  "Mika",
];

export const surnameFor = (s: Surname, female: boolean) =>
  typeof s === "string" ? s : s[female ? 1 : 0];

/** "Zoë Çelik-Wiśniewska" → "zoe", "celik-wisniewska" style ASCII for e-mail local parts. */
export function ascii(s: string): string {
  return s
    .replaceAll("ı", "i")
    .replaceAll("ł", "l")
    .replaceAll("Ł", "L")
    .replaceAll("ß", "ss")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]/g, "");
}

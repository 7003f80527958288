/** English: the dashboard once every setup step is done (`app.setup_done`). */
export default {
  title: "Your business is ready",
  text: "Every step is done: book your first appointment.",
  book_first: "Book your first appointment",
};

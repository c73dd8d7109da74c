/** The app shell; routing, session and screens arrive with the web issues. */
export function App() {
  return (
    <main>
      <h1>DzDeals</h1>
      <p>Les bons plans d&apos;Algérie, partagés par la communauté.</p>
    </main>
  );
}

export function HallScreen() {
  return (
    <section aria-labelledby="hall-title" className="gz-card">
      <h1 id="hall-title">大厅</h1>
    </section>
  );
}

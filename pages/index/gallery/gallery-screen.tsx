export function GalleryScreen() {
  return (
    <section aria-labelledby="gallery-title" className="gz-card">
      <h1 id="gallery-title">组件陈列</h1>
    </section>
  );
}

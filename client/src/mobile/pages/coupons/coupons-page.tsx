// Placeholder until the page is built; the route table already points here.
export default function Page() {
  return <main>建设中</main>;
}

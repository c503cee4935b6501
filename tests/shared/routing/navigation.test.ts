import { navigate, resetNavigator, setNavigator } from '@/shared/routing';

describe('navigate, the one navigation seam', () => {
  afterEach(() => resetNavigator());

  it('goes through the navigator a test put in place, then back to the browser’s', () => {
    const visited: string[] = [];
    setNavigator((url) => visited.push(url));
    navigate('/login.html?redirect=x');
    expect(visited).toEqual(['/login.html?redirect=x']);
    resetNavigator();
    // jsdom cannot leave the page: reaching window.location.assign is what it reports.
    const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    navigate('/index.html');
    expect(visited).toHaveLength(1);
    expect(problems.mock.calls.some(([error]) => String(error).includes('navigation'))).toBe(true);
    problems.mockRestore();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination } from './pagination';

const choicesOf = () =>
  Array.from((screen.getByRole('combobox', { name: '每页条数' }) as HTMLSelectElement).options).map(
    (o) => o.value,
  );

describe('Pagination', () => {
  it('counts pages at 10 per page by default and offers 10, 20, 30, 40, 50 and 100', () => {
    render(<Pagination total={35} page={1} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: '第 4 页' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '第 5 页' })).toBeNull();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('10');
    expect(choicesOf()).toEqual(['10', '20', '30', '40', '50', '100']);
  });

  it('keeps the size choices on a compact list', () => {
    render(<Pagination total={35} page={1} pageSize={20} simple onChange={() => undefined} />);
    expect(choicesOf()).toEqual(['10', '20', '30', '40', '50', '100']);
    expect(screen.queryByText('共 35 条')).toBeNull();
  });

  it('goes back to page 1 when the reader picks another size', async () => {
    const onChange = jest.fn();
    render(<Pagination total={300} page={3} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });
});

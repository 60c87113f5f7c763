import { describe, expect, it } from 'vitest';
import { attendantFields, filterIndex, indexForSearch } from './search.ts';

const attendants = [
  { id: '1', name: 'Ana Paula Souza', email: 'ana.paula@example.com', phone: '5511987654321' },
  { id: '2', name: 'João Ribeiro', email: 'joao@example.com', phone: '5521912345678' },
  { id: '3', name: 'Maria', email: 'maria@example.com' },
];
const index = indexForSearch(attendants, attendantFields);
const ids = (query: string) => filterIndex(index, query).map((attendant) => attendant.id);

describe('filtering attendants', () => {
  it('finds by name, ignoring case and accents', () => {
    expect(ids('joao')).toEqual(['2']);
    expect(ids('ANA')).toEqual(['1']);
  });

  it('finds by e-mail', () => {
    expect(ids('maria@')).toEqual(['3']);
  });

  it('finds by phone, however it is typed', () => {
    expect(ids('98765')).toEqual(['1']);
    expect(ids('(21) 91234-5678')).toEqual(['2']);
  });

  it('returns everyone for an empty query and no one for a miss', () => {
    expect(ids('  ')).toEqual(['1', '2', '3']);
    expect(ids('zzz')).toEqual([]);
  });
});

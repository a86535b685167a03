import { describe, expect, it } from 'vitest';
import { prefillValues } from './use-prefill.ts';

const info = { id: 1, name: 'Li Lei', email: 'li@example.com', phone: '13800138000', company: 'Fudan', department: 'Biology', areaId: 9, areaName: 'Shanghai', industryId: null };

describe('prefillValues', () => {
  it('maps the user details to the form fields it is given', () => {
    expect(prefillValues(info, { name: 'name', company: 'unit', areaName: 'address' })).toEqual({ name: 'Li Lei', unit: 'Fudan', address: 'Shanghai' });
  });
  it('leaves out details the user does not have', () => {
    expect(prefillValues({ ...info, phone: null }, { phone: 'phone', industryId: 'industryId', areaId: 'areaId' })).toEqual({ areaId: '9' });
  });
  it('takes the area name in the page language from the area id when the list is given', () => {
    expect(prefillValues(info, { areaName: 'areaName' }, [{ id: 9, name: '上海' }])).toEqual({ areaName: '上海' });
    expect(prefillValues(info, { areaName: 'areaName' }, [{ id: 1, name: '北京' }])).toEqual({});
  });
});

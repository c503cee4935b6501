/** 张三's contact details as the 个人信息 form sends them (PUT /v1/user): every field valid. */
export const CONTACT = {
  address: '北京市东城区示范路88号3号楼2单元501室',
  postcode: '100010',
  areaCode: '010',
  landline: '65001234',
  email: 'zhangsan@example.com',
  vocation: '1',
};

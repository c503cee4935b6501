// Date code must prove it works in Asia/Shanghai whatever the host zone.
module.exports = async () => {
  process.env.TZ = 'America/New_York';
};
